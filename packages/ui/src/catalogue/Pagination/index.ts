export { Pagination, type PaginationProps } from "./Pagination.tsx";
export { PAGE_WINDOW, pageCountFor, paginationModel, type PaginationModel } from "./model.ts";
