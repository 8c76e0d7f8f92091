import { createContext, useContext, useEffect, useState } from "react";
import type { MenuCompany, MenuGroup } from "./menu";

// The sidebar's menu data (sidebar-menu.ts, every entry of every role) is in no page's scripts and in
// no page's loader data. The server makes the company's menu with it while rendering
// (app/entry.server.tsx provides it here); the browser shows the server's markup of the menu
// (StaticNav) and loads the module on its own once the page is interactive, then renders the live
// menu. If it cannot load (offline), the server's menu stays, its links and groups still working.

type MakeMenu = (company: MenuCompany) => readonly MenuGroup[];

export const SidebarMenuContext = createContext<MakeMenu | null>(null);

/** Kept once the browser has loaded it: later pages render the live menu at once. */
let loadedInBrowser: MakeMenu | null = null;

/** The menu as the company and the user's role see it; null in the browser until its data has loaded. */
export function useSidebarMenu(company: MenuCompany): readonly MenuGroup[] | null {
  const onServer = useContext(SidebarMenuContext);
  const [make, setMake] = useState<MakeMenu | null>(() => onServer ?? loadedInBrowser);
  useEffect(() => {
    if (make) return;
    let mounted = true;
    import("./sidebar-menu")
      .then(({ sidebarMenu }) => {
        loadedInBrowser = sidebarMenu;
        if (mounted) setMake(() => sidebarMenu);
      })
      .catch(() => {}); // the server's markup of the menu stays in place
    return () => {
      mounted = false;
    };
  }, [make]);
  return make ? make(company) : null;
}
