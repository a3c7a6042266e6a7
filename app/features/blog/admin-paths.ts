/** Where the blog's admin screens live. */
export const adminBlogPath = "/admin/blog";
export const newPostId = "nieuw";
export const editPostPath = (id: number | typeof newPostId): string => `${adminBlogPath}/${id}`;
/** POST, multipart, field `file`; `?artikel=ID` names the post. */
export const coverUploadPath = "/admin/blog/omslag";
