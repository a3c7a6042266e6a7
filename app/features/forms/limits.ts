/**
 * Input limits of product.md §5, shared by the browser's form fields and the
 * server's checks. Kept apart from the Zod schemas so forms can use them
 * without shipping the validation library to every page.
 */
export const emailMaxLength = 254;
export const nameMaxLength = 100;
