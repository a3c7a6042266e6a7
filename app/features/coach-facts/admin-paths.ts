/** Where the coach's facts are edited (ADR 0061). */
export const adminTestimonialsPath = "/admin/ervaringen";
export const newTestimonialId = "nieuw";
export const editTestimonialPath = (id: number | typeof newTestimonialId): string => `${adminTestimonialsPath}/${id}`;
export const adminPackagesPath = "/admin/pakketten";
