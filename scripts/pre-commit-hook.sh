#!/usr/bin/env bash
# The pre-commit hook (.pre-commit-hooks.yaml): `agentlint scan` of the files pre-commit passes.
#
# pre-commit calls this with the hook's `args` followed by the file names, and nothing tells
# them apart. A committed file named "-o" or "--fail-on=none" must never become an option, so
# the hook's default args are just "--": options go before it, file names after it, and
# agentlint gets them the same way. Without a "--" every argument is a file name; a first
# argument that looks like an option and is not a file means args were set without the closing
# "--", which is an error rather than a guess.
# Portable to macOS's bash 3.2.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"

options=()
files=()
split=no
for a in "$@"; do
  if [ "$split" = no ] && [ "$a" = "--" ]; then
    split=yes
    options=(${files[@]+"${files[@]}"})
    files=()
  else
    files+=("$a")
  fi
done
if [ "$split" = no ] && [ "${#files[@]}" -gt 0 ]; then
  case "${files[0]}" in
    -*)
      if [ ! -e "${files[0]}" ] && [ ! -L "${files[0]}" ]; then
        echo "agentlint: end the hook's args with \"--\" so file names are never read as options, e.g." >&2
        echo "  args: [--fail-on, warning, --]" >&2
        exit 2
      fi
      ;;
  esac
fi
# Nothing to check (pre-commit with no matching files does not call the hook at all).
[ "${#files[@]}" -gt 0 ] || exit 0

jar="$("$here/scripts/agentlint-jar.sh")" || exit 2
# --force-exclude: the configuration's excludes apply to named files as they do in a directory scan.
AGENTLINT_JAR="$jar" exec "$here/agentlint" scan --force-exclude ${options[@]+"${options[@]}"} -- "${files[@]}"
