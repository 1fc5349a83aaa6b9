/** The widths pages ask next/image for (the layout's `sizes`): each upload is rendered at these. */
export const MEDIA_WIDTHS = [640, 1080, 1600, 2400] as const;

/** The largest upload accepted (a camera's full-size JPEG is 10-25 MB). */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Where uploads and their renditions are kept: `MEDIA_DIR`, a directory every instance shares
 * (a network volume), or data/media on one machine. Backups include it (npm run backup).
 */
export const mediaDirectory = () => process.env.MEDIA_DIR || "data/media";
