/** Generic font stacks: only system fonts exist on the build machine (fontconfig picks the first). */
export const SERIF = "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";
export const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
