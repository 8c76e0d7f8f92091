import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { signOut } from "~/modules/auth/session.server";

// Logout always ends at /login, whatever state the session was in.
export const action = ({ request }: ActionFunctionArgs) => signOut(request);
export const loader = ({ request }: LoaderFunctionArgs) => signOut(request);
