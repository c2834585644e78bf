export { photoFiles, photosDirFor, photoUpload } from "./photos.ts";
