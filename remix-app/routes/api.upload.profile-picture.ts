import type { ActionFunctionArgs } from "@remix-run/node";
import { AVATAR_MESSAGES } from "@shared/avatar";
import { requireApiActor } from "~/domain/access/policy.server";
import { AVATAR_UPLOAD_LIMITS, removeProfilePicture, saveProfilePicture } from "~/domain/uploads/profile-picture.server";
import { readFileUpload } from "~/domain/uploads/read-file-upload.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-account");
    if (request.method === "DELETE") {
      await removeProfilePicture(auth.user.id);
      return { profile_pic_url: null, message: AVATAR_MESSAGES.removed };
    }
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const bytes = await readFileUpload(request, AVATAR_UPLOAD_LIMITS);
    return { ...(await saveProfilePicture(auth.user.id, bytes)), message: AVATAR_MESSAGES.uploaded };
  });
