import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files known to run longest start first, so the integration run does not end
 * with one of them running alone on an otherwise idle machine (ADR 0121):
 * each hostile-input file sends 1,000 generated inputs to one form (ADR 0065),
 * and build-in-any-folder builds the whole site once more. Without a results
 * cache (a clean clone) Vitest would start the largest files first, and
 * these are small.
 */
const longest = /\/(hostile-[a-z-]+|build-in-any-folder)\.test\.ts$/;

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => longest.test(file.moduleId)),
      ...sorted.filter((file) => !longest.test(file.moduleId)),
    ];
  }
}
