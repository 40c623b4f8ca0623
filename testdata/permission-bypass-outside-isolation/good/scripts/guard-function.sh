#!/bin/bash
in_sandbox() {
  systemd-detect-virt --quiet --container || systemd-detect-virt --quiet --vm
}

run() {
  codex exec --dangerously-bypass-approvals-and-sandbox "$1"
}

in_sandbox || { echo "run this inside the VM" >&2; exit 1; }
run "upgrade the lockfile"
