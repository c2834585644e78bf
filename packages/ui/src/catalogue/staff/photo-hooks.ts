import { apiRoutes, partPhotoPath, photoUploadRefusal, SESSION_HEADER, type StaffPartView } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiUrl, callApi } from "../../client/client.ts";
import { getSessionId } from "../../client/session.ts";
import { csrfHeaders, signOutOn401 } from "../../staff/index.ts";
import { partSaved } from "./part-hooks.ts";

/**
 * A part's photo in the back office (docs/architecture.md, Part photos): the upload sends the
 * file itself as the body (no JSON), with the staff session's cookie and CSRF token.
 */

/**
 * The browser's own check of a chosen file, before a byte is sent: the API's message for a type
 * or size it would refuse, else undefined. The server checks again, and decodes the image.
 */
export function photoFileProblem(file: Pick<File, "type" | "size">): string | undefined {
  return photoUploadRefusal(file.type, file.size)?.error.message;
}

/** PUT /api/staff/parts/{id}/photo with the file as the body; resolves the part's new view. */
async function putPhoto(id: number, file: File, headers: Record<string, string>): Promise<StaffPartView> {
  const response = await fetch(apiUrl(partPhotoPath(id)), {
    method: "PUT",
    headers: {
      Accept: "application/json",
      [SESSION_HEADER]: getSessionId(),
      "Content-Type": file.type,
      ...headers,
    },
    credentials: "include",
    body: file,
  });
  const text = await response.text().catch(() => "");
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as StaffPartView;
}

/** Uploads a part's photo; a file the API would refuse fails at once with its message, sending nothing. */
export function useUploadPartPhoto(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const problem = photoFileProblem(file);
      return problem ? Promise.reject(new Error(problem)) : putPhoto(id, file, csrfHeaders(client));
    },
    onSuccess: (view) => partSaved(client, view),
    onError: (error) => signOutOn401(client, error),
  });
}

/** Removes a part's photo: the shop shows its category's icon again. */
export function useRemovePartPhoto(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(apiRoutes.staffRemovePartPhoto, {
        params: { id },
        headers: csrfHeaders(client),
      }),
    onSuccess: (view) => partSaved(client, view),
    onError: (error) => signOutOn401(client, error),
  });
}
