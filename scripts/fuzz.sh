#!/usr/bin/env bash
# Fuzzes agentlint's Jazzer targets for real (docs/fuzzing.md). The normal test suite only replays
# their checked-in inputs; this runs each target under coverage-guided fuzzing, one at a time.
#
#   scripts/fuzz.sh                                   every @FuzzTest, FUZZ_DURATION each
#   scripts/fuzz.sh 'FormatFuzzTest#compose' ...      the named targets
#
# FUZZ_DURATION   time per target (default 5m)
# FUZZ_INSTRUMENT classes to instrument for coverage (default: agentlint's own, dev.agentlint.**)
# FUZZ_TIMEOUT    seconds one input may take before it counts as a hang (default 10)
#
# A crash, hang or OutOfMemoryError is written next to the target's seeds
# (src/test/resources/<package>/<Class>Inputs/<method>/crash-…, timeout-…), where the normal test
# suite replays it from then on: fix the code, keep the file. Logs: target/fuzz/<target>.log.
set -uo pipefail
cd "$(dirname "$0")/.."

duration=${FUZZ_DURATION:-5m}
instrument=${FUZZ_INSTRUMENT:-dev.agentlint.**}
timeout=${FUZZ_TIMEOUT:-10}

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  # "class Foo" then "@FuzzTest" then "void bar(" → Foo#bar
  mapfile -t targets < <(grep -rl '@FuzzTest' src/test/java | sort | while read -r f; do
    cls=$(basename "$f" .java)
    awk -v c="$cls" '/@FuzzTest/ {want=1; next} want && /void [a-zA-Z0-9_]+\(/ {match($0, /void [a-zA-Z0-9_]+\(/); print c "#" substr($0, RSTART+5, RLENGTH-6); want=0}' "$f"
  done)
fi

mkdir -p target/fuzz
mvn -q -B -ntp test-compile || exit 1
failed=()
for t in "${targets[@]}"; do
  cls=${t%%#*}
  echo "== fuzzing $t for $duration"
  JAZZER_FUZZ=1 mvn -q -B -ntp surefire:test -Dtest="$t" -Dsurefire.failIfNoSpecifiedTests=false \
      -Djazzer.instrument="$instrument" -Djazzer.max_duration="$duration" \
      -Djazzer.internal.arg.0=fuzz -Djazzer.internal.arg.1="-timeout=$timeout" >"target/fuzz/$t.log" 2>&1
  rc=$?
  out=$(ls target/surefire-reports/*".$cls-output.txt" 2>/dev/null | head -1)
  [ -n "$out" ] && cat "$out" >>"target/fuzz/$t.log"
  grep -E '^(#[0-9]+[[:space:]]+DONE|Done [0-9]+ runs)' "target/fuzz/$t.log" | tail -2
  if [ $rc -ne 0 ]; then
    echo "   FINDING in $t (see target/fuzz/$t.log)"
    failed+=("$t")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "findings: ${failed[*]}"
  exit 1
fi
echo "no findings"
