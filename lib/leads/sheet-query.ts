/** A download's query (the list's filter) asking for the XLSX workbook instead of the CSV. */
export const withXlsx = (query: string) => (query ? `${query}&format=xlsx` : "format=xlsx");
