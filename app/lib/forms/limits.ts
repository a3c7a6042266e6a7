/** Input limits of product.md §5, shared by the field rules and the admin forms. */
export const emailMaxLength = 254;
export const nameMaxLength = 100;
export const phoneMaxLength = 30;
