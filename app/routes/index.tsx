import { redirect } from "react-router";

/** `/` has no page of its own (product.md §2): the home page lives at /home. */
export function loader() {
  return redirect("/home", 301);
}
