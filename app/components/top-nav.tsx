import { Link, NavLink } from "@remix-run/react";
import { LogoutButton } from "~/components/logout-button";

interface Props {
  firstName: string;
  showHelp: boolean;
}

/** The top navigation bar for signed-in users outside the company dashboard. */
export function TopNav({ firstName, showHelp }: Props) {
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded px-3 py-2 text-sm font-medium no-underline ${isActive ? "bg-blue-700 text-white" : "text-blue-50 hover:bg-blue-600"}`;
  return (
    <header className="no-print bg-blue-800 text-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
        <Link to="/home" className="mr-4 text-lg font-semibold text-white no-underline">
          Ledgerline
        </Link>
        <NavLink to="/home" className={link}>
          Companies
        </NavLink>
        <NavLink to="/dashboard" className={link}>
          Dashboard
        </NavLink>
        <NavLink to="/help" className={link}>
          Help
        </NavLink>
        <span className="ml-auto text-sm text-blue-100">Signed in as {firstName}</span>
        {showHelp ? (
          <Link to="/help" className="rounded border border-blue-300 px-3 py-1 text-sm text-white no-underline">
            Help
          </Link>
        ) : null}
        <LogoutButton className="rounded px-3 py-2 text-sm font-medium text-blue-50 hover:bg-blue-600" />
      </nav>
    </header>
  );
}
