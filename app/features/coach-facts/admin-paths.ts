/** Where the coach's facts are edited (issue #15 item 3). */
export const adminTestimonialsPath = "/admin/ervaringen";
export const newTestimonialId = "nieuw";
export const editTestimonialPath = (id: number | typeof newTestimonialId): string => `${adminTestimonialsPath}/${id}`;
export const adminPackagesPath = "/admin/pakketten";
