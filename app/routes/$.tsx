// Any unknown path: the root error boundary renders "Page not found" (public, signed in or not).
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
