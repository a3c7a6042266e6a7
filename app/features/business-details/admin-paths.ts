/** The business details screen (D32): the menu, the agenda's pointer to the video link and the go-live checklist link here. */
export const adminBusinessPath = "/admin/bedrijfsgegevens";
