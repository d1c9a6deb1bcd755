import { NextResponse } from "next/server";
import { HttpError, MESSAGES } from "@/server/http/errors";
import { route } from "@/server/http/handler";
import { getPublicOperation, operationStaticParams } from "@/server/public-data";

export const generateStaticParams = operationStaticParams;

export const GET = route<{ slug: string }>(async (_request, { params }) => {
  const { slug } = await params;
  const operation = await getPublicOperation(slug);
  if (!operation) throw new HttpError(404, MESSAGES.operationNotFound);
  return NextResponse.json(operation);
});
