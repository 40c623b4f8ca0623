#!/usr/bin/env bash
# The steps of the agentlint GitHub Action (action.yml), one subcommand per step:
#
#   prepare  outputs cache-dir and cache-key for actions/cache (agentlint version + source fingerprint)
#   build    outputs jar: agentlint.jar from the cache, or built from this action's sources
#   scan     runs ONE scan: GitHub annotations on standard output, SARIF (and a text report) to
#            files, a Markdown table of the findings grouped by rule in the job summary; outputs
#            exit-code and sarif-file; never fails the step itself
#   enforce  fails the job with the scan's exit code, after the SARIF upload has run
#
# Inputs arrive as environment variables (AGENTLINT_*), outputs go to $GITHUB_OUTPUT. Runs
# locally with a fake GitHub environment (GithubActionScriptTest does exactly that).
set -euo pipefail

action="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
root="$(dirname "$action")"

output() {
  printf '%s=%s\n' "$1" "$2" >>"${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
}

prepare() {
  local description dir key
  description="$("$root/scripts/agentlint-jar.sh" --describe)"
  dir="$(printf '%s\n' "$description" | sed -n 1p)"
  key="$(printf '%s\n' "$description" | sed -n 2p)"
  output cache-dir "$dir"
  output cache-key "$key-${RUNNER_OS:-$(uname -s)}"
}

build() {
  output jar "$("$root/scripts/agentlint-jar.sh")"
}

scan() {
  local jar="${AGENTLINT_JAR:?AGENTLINT_JAR is not set (the build step failed?)}"
  local dir="${RUNNER_TEMP:-${TMPDIR:-/tmp}}" name sarif text status=0 line
  # One report per category, so two runs in one job do not overwrite each other.
  name="$(printf '%s' "${AGENTLINT_CATEGORY:-agentlint}" | tr -c 'A-Za-z0-9._-' '_')"
  sarif="$dir/$name.sarif"
  text="$dir/$name.txt"
  rm -f "$sarif" "$text"

  local args=(scan --format github --report "sarif=$sarif" --report "text=$text" --fail-on "${AGENTLINT_FAIL_ON:-error}")
  if [ -n "${AGENTLINT_CONFIG:-}" ]; then args+=(--config "$AGENTLINT_CONFIG"); fi
  # Extra arguments: split on whitespace, never globbed or evaluated.
  set -f
  # shellcheck disable=SC2206 # splitting is the documented behaviour of the args input
  local extra=(${AGENTLINT_ARGS:-})
  set +f
  args+=(${extra[@]+"${extra[@]}"} --)
  local paths=()
  while IFS= read -r line || [ -n "$line" ]; do
    line="${line#"${line%%[![:space:]]*}"}"
    line="${line%"${line##*[![:space:]]}"}"
    if [ -n "$line" ]; then paths+=("$line"); fi
  done <<EOF
${AGENTLINT_PATHS:-.}
EOF
  if [ "${#paths[@]}" -eq 0 ]; then paths=(.); fi

  cd "${GITHUB_WORKSPACE:-.}"
  java -jar "$jar" "${args[@]}" "${paths[@]}" || status=$?
  output exit-code "$status"
  if [ -s "$sarif" ]; then output sarif-file "$sarif"; fi
  if [ -s "$text" ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    if [ -s "$sarif" ] && command -v jq >/dev/null 2>&1; then
      summary_table "$sarif" "$text" >>"$GITHUB_STEP_SUMMARY"
    else
      {
        printf '### agentlint\n\n```text\n'
        cat "$text"
        printf '```\n'
      } >>"$GITHUB_STEP_SUMMARY"
    fi
  fi
}

# The job summary: the text report's summary line, then one table row per rule with unsuppressed
# findings (most first), linked to the rule's page at this version, with its level and where it was
# found (the first ten places). Every text from the scanned files is escaped for Markdown, so a
# file name cannot add links, images or table cells.
summary_table() {
  local sarif="$1" text="$2"
  printf '### agentlint\n\n'
  grep -E '^[0-9]+ errors?, ' "$text" | head -n 1 || true
  printf '\n'
  jq -r '
    def md: tostring | gsub("(?<c>[\\\\`*_{}\\[\\]<>()#+!|~])"; "\\\(.c)") | gsub("[\r\n]"; " ");
    .runs[0] as $run
    | ($run.tool.driver.rules | map({key: .id, value: .}) | from_entries) as $rules
    | [$run.results[] | select((.suppressions // []) | length == 0)] as $open
    | if ($open | length) == 0 then "No findings at any level."
      else
        ( "| rule | level | findings | where |",
          "|---|---|---|---|",
          ( $open | group_by(.ruleId) | sort_by(-length, .[0].ruleId)[]
            | . as $g | $rules[$g[0].ruleId] as $r
            | ($g | map(.locations[0].physicalLocation | "\(.artifactLocation.uri | md):\(.region.startLine)") ) as $where
            | "| [\($g[0].ruleId)](\($r.helpUri)) \($r.shortDescription.text | md) | \($g[0].level) | \($g | length) | "
              + ($where[0:10] | join(", ")) + (if ($where | length) > 10 then ", … \(($where | length) - 10) more" else "" end) + " |" ) )
      end
  ' "$sarif"
  printf '\n'
}

enforce() {
  local code="${AGENTLINT_EXIT_CODE:-}"
  case "$code" in
    0)
      echo "agentlint: nothing at or above fail-on '${AGENTLINT_FAIL_ON:-error}'"
      ;;
    1)
      echo "::error title=agentlint::findings at or above fail-on '${AGENTLINT_FAIL_ON:-error}': see the annotations and the code scanning alerts"
      exit 1
      ;;
    '')
      echo "::error title=agentlint::the scan did not run (see the steps above)"
      exit 2
      ;;
    *)
      echo "::error title=agentlint::agentlint exited $code: a usage error or an incomplete scan (see the scan step's log)"
      exit "$code"
      ;;
  esac
}

case "${1:-}" in
  prepare | build | scan | enforce) "$1" ;;
  *)
    echo "usage: $0 prepare|build|scan|enforce" >&2
    exit 2
    ;;
esac
