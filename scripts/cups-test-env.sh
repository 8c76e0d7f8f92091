#!/usr/bin/env bash
# A real CUPS for the print daemon's tests and benchmark, started only where it is not running:
#   - cupsd (the system's scheduler, as root, in the background) on localhost:631;
#   - a private D-Bus for ippeveprinter (it needs one; the machine may have none);
#   - ippeveprinter, an IPP printer emulator that keeps every job it receives as a file
#     `<id>-<job title>.pdf` in the spool folder, on port 8631;
#   - the CUPS queue LedgerlineTestPrinter pointing at the emulator, and LedgerlinePDF, a cups-pdf
#     queue (a virtual printer the daemon must never offer).
# Prints `SPOOL=<folder>` on its last line. Never stops anything: a second run reuses what runs.
# Needs the Debian packages cups cups-client cups-daemon cups-ipp-utils printer-driver-cups-pdf
# dbus poppler-utils.
set -euo pipefail

PRINTER=${LEDGERLINE_TEST_PRINTER:-LedgerlineTestPrinter}
PDF_QUEUE=${LEDGERLINE_TEST_PDF_QUEUE:-LedgerlinePDF}
PORT=${LEDGERLINE_TEST_PRINTER_PORT:-8631}
STATE=${LEDGERLINE_CUPS_STATE:-/tmp/ledgerline-cups}
SPOOL="$STATE/spool"
mkdir -p "$SPOOL" "$STATE/dbus"
chmod 0777 "$SPOOL"

wait_for() { # wait_for SECONDS CMD...
  local tries=$(($1 * 5))
  shift
  for _ in $(seq 1 "$tries"); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  return 1
}

# `lpstat -r` exits 0 even when the scheduler is down: read its text.
cups_up() { LANG=C lpstat -r 2>/dev/null | grep -q "scheduler is running"; }

if ! cups_up; then
  if [ "$(id -u)" != 0 ]; then
    echo "CUPS is not running and only root can start cupsd." >&2
    exit 1
  fi
  mkdir -p /run/cups
  setsid cupsd -f >"$STATE/cupsd.log" 2>&1 </dev/null &
  wait_for 15 cups_up || { echo "cupsd did not start (see $STATE/cupsd.log)" >&2; exit 1; }
fi

emulator_up() { ipptool -q "ipp://localhost:$PORT/ipp/print" get-printer-attributes.test 2>/dev/null; }

if ! emulator_up 2>/dev/null; then
  bus="$STATE/dbus/bus"
  if [ ! -S "$bus" ] || ! dbus-send --bus="unix:path=$bus" --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.GetId >/dev/null 2>&1; then
    rm -f "$bus"
    setsid dbus-daemon --session --address="unix:path=$bus" --nofork --nopidfile >"$STATE/dbus.log" 2>&1 </dev/null &
    wait_for 10 test -S "$bus" || { echo "dbus-daemon did not start" >&2; exit 1; }
  fi
  DBUS_SYSTEM_BUS_ADDRESS="unix:path=$bus" DBUS_SESSION_BUS_ADDRESS="unix:path=$bus" \
    setsid ippeveprinter -k -r off -n localhost -p "$PORT" -d "$SPOOL" -c /bin/true -f application/pdf "$PRINTER" \
    >"$STATE/ippeveprinter.log" 2>&1 </dev/null &
  wait_for 20 emulator_up || { echo "ippeveprinter did not answer on port $PORT (see $STATE/ippeveprinter.log)" >&2; exit 1; }
fi

if ! LANG=C lpstat -v "$PRINTER" >/dev/null 2>&1; then
  lpadmin -p "$PRINTER" -E -v "ipp://localhost:$PORT/ipp/print" -m everywhere
fi
# A queue left stopped by an earlier test run prints again.
cupsenable "$PRINTER" && cupsaccept "$PRINTER"
if ! LANG=C lpstat -v "$PDF_QUEUE" >/dev/null 2>&1; then
  lpadmin -p "$PDF_QUEUE" -E -v cups-pdf:/ -m lsb/usr/cups-pdf/CUPS-PDF_opt.ppd 2>/dev/null ||
    lpadmin -p "$PDF_QUEUE" -E -v cups-pdf:/ -m raw 2>/dev/null ||
    lpadmin -p "$PDF_QUEUE" -E -v cups-pdf:/
fi
echo "SPOOL=$SPOOL"
