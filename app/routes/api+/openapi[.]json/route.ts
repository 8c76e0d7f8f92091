import type { LoaderFunctionArgs } from "@remix-run/node";
import { openApiDocument } from "./openapi.server";
import { json } from "~/routes/api+/__api.server";

export const loader = async ({ request }: LoaderFunctionArgs) => json(await openApiDocument(new URL(request.url).origin));
