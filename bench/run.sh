#!/usr/bin/env bash
# agentlint benchmarks: one command, prints the ratios against the targets (see bench/README.md).
#
#   bench/run.sh            everything: one-file latency, monorepo throughput, memory, JMH
#   bench/run.sh --no-jmh   skip the in-process JMH benchmarks (the slow part)
#   bench/run.sh --quick    fewer runs and a short JMH: a smoke test of the harness, not a measurement
#
# Environment: CORPUS (default: ../shared/corpus/real beside the repository), SEED (default 42),
# BENCH_DIR (default: target/bench; generated trees and results go there, never into the repository).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
corpus="${CORPUS:-$root/../shared/corpus/real}"
seed="${SEED:-42}"
out="${BENCH_DIR:-$root/target/bench}"
jmh=1 quick=0
for a in "$@"; do
  case "$a" in
    --no-jmh) jmh=0 ;;
    --quick) quick=1 ;;
    *) echo "usage: bench/run.sh [--no-jmh] [--quick]" >&2; exit 2 ;;
  esac
done
# Rounds of the paired measurements (5 runs of each command per one-file round, 2 per tree round).
if [ "$quick" = 1 ]; then lat_rounds=2 tree_rounds=2 rss_runs=1; else lat_rounds=8 tree_rounds=6 rss_runs=3; fi

# --- tools (public, from Debian) ---------------------------------------------------------------
need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
command -v rg >/dev/null || need+=(ripgrep)
command -v jq >/dev/null || need+=(jq)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} ..." >&2
  sudo_=""; [ "$(id -u)" = 0 ] || sudo_="sudo"
  $sudo_ apt-get install -y -q "${need[@]}" >/dev/null 2>&1 || { $sudo_ apt-get update -q >/dev/null && $sudo_ apt-get install -y -q "${need[@]}" >/dev/null; }
fi
[ -f "$corpus/MANIFEST.tsv" ] || { echo "bench: no corpus at $corpus (set CORPUS)" >&2; exit 2; }
mkdir -p "$out"

# --- the build, and the launcher's first-use work (jar, start-up archive) done before timing -----
./agentlint --version >/dev/null
./agentlint scan --fail-on none bench/fixtures/compose.yaml >/dev/null

# --- synthetic monorepos ------------------------------------------------------------------------
gen_id="$(cat bench/Generate.java "$corpus/MANIFEST.tsv" | sha256sum | cut -c1-16)-seed$seed"
tree() {
  local n="$1" dir="$out/tree-$1"
  if [ "$(cat "$dir.id" 2>/dev/null)" != "$gen_id" ]; then
    rm -rf "$dir" "$dir.id"
    java bench/Generate.java --files "$n" --seed "$seed" --corpus "$corpus" --out "$dir" >&2
    echo "$gen_id" >"$dir.id"
  fi
  echo "$dir"
}
t10k="$(tree 10000)"; t50k="$(tree 50000)"; t100k="$(tree 100000)"

# --- the machine --------------------------------------------------------------------------------
jdk="$(java -version 2>&1 | sed -n 2p)"
mem="$(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)"
cpu="$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)"
echo "machine: $(nproc) cores ($cpu), $mem RAM, $jdk; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "agentlint: $(./agentlint --version)"

ms() { awk -v s="$1" 'BEGIN {printf "%.0f ms", s * 1000}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
verdict() { awk -v r="$1" -v t="$2" 'BEGIN {print (r <= t ? "PASS" : "FAIL")}'; }

# A paired measurement: ROUNDS short hyperfine runs of the baseline and the command, in
# alternating order, so a change in the machine's load (other tenants, a build next door) falls
# on both alike instead of on whichever ran second. Each round gives the ratio of the two medians;
# the verdict takes the median of those ratios. Prints to $out/TAG.tsv one line per round
# (baseline median, command median, ratio, in seconds) and sets REPLY to
# "<baseline median> <command median> <median ratio> <lowest ratio> <highest ratio>".
paired() { # paired TAG ROUNDS RUNS_PER_ROUND WARMUP BASELINE_NAME BASELINE_CMD NAME CMD
  local tag="$1" rounds="$2" per="$3" warm="$4" bn="$5" bc="$6" cn="$7" cc="$8" i f
  local -a order
  : >"$out/$tag.tsv"
  for ((i = 0; i < rounds; i++)); do
    f="$out/$tag-round-$i.json"
    if ((i % 2 == 0)); then order=(-n "$bn" "$bc" -n "$cn" "$cc"); else order=(-n "$cn" "$cc" -n "$bn" "$bc"); fi
    hyperfine -N --style none --warmup "$warm" --runs "$per" --export-json "$f" "${order[@]}" >/dev/null
    jq -r --arg b "$bn" --arg c "$cn" \
      '[(.results[] | select(.command == $b) | .median), (.results[] | select(.command == $c) | .median)] | "\(.[0])\t\(.[1])\t\(.[1] / .[0])"' \
      "$f" >>"$out/$tag.tsv"
  done
  REPLY="$(awk -F'\t' '
    function median(a, n,   i, j, t) {
      for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    { b[NR] = $1; c[NR] = $2; r[NR] = $3; lo = (NR == 1 || $3 < lo) ? $3 : lo; hi = (NR == 1 || $3 > hi) ? $3 : hi }
    END { printf "%s %s %s %s %s", median(b, NR), median(c, NR), median(r, NR), lo, hi }' "$out/$tag.tsv")"
  echo "$tag: $(awk -F'\t' '{printf "%s%.2f", (NR > 1 ? " " : "round ratios "), $3} END {print ""}' "$out/$tag.tsv")" >&2
}

# --- 1. one-file latency -------------------------------------------------------------------------
flags=(--regexp=--dangerously-skip-permissions --regexp=docker.sock --regexp=0.0.0.0)
paired latency "$lat_rounds" 5 2 'java -version' 'java -version' \
  'agentlint scan (one file)' "./agentlint scan --fail-on none bench/fixtures/compose.yaml"
read -r lat_floor lat_scan lat_ratio lat_lo lat_hi <<<"$REPLY"

# --- 2. monorepo throughput ----------------------------------------------------------------------
paired tree "$tree_rounds" 2 1 'rg (100k files)' "rg --hidden --no-require-git --fixed-strings ${flags[*]} $t100k" \
  'agentlint scan (100k files)' "./agentlint scan --fail-on none $t100k"
read -r tree_rg tree_scan tree_ratio tree_lo tree_hi <<<"$REPLY"

# --- 3. peak memory (median of runs) -------------------------------------------------------------
rss() { # prints the median peak RSS in MiB of "$@"
  local i v=() f="$out/rss.txt"
  for ((i = 0; i < rss_runs; i++)); do
    /usr/bin/time -f %M -o "$f" "$@" >/dev/null 2>&1 || true
    v+=("$(tail -1 "$f")")
  done
  printf '%s\n' "${v[@]}" | sort -n | awk '{a[NR] = $1} END {printf "%.0f", a[int((NR + 1) / 2)] / 1024}'
}
rss10="$(rss ./agentlint scan --fail-on none "$t10k")"
rss50="$(rss ./agentlint scan --fail-on none "$t50k")"
rss100="$(rss ./agentlint scan --fail-on none "$t100k")"
rssrg="$(rss rg --hidden --no-require-git --fixed-strings "${flags[@]}" "$t100k")"
growth="$(ratio "$((rss100 - rss10))" "$((rss10 > 0 ? rss10 : 1))")"
sublinear="$(awk -v a="$rss10" -v b="$rss100" 'BEGIN {print (b < 10 * a ? "PASS" : "FAIL")}')"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

summary="$out/summary.txt"
{
  echo
  echo "== agentlint benchmark ($(date -u +%Y-%m-%dT%H:%MZ)) =="
  echo "machine: $(nproc) cores, $mem RAM, $jdk"
  echo
  printf '%-34s %12s %12s %8s %8s %s\n' "measure" "agentlint" "baseline" "ratio" "target" "verdict"
  printf '%-34s %12s %12s %8s %8s %s\n' "one file vs java -version" "$(ms "$lat_scan")" "$(ms "$lat_floor")" "$(ratio "$lat_ratio" 1)" "<= 3.5" "$(verdict "$lat_ratio" 3.5)"
  printf '%-34s %12s %12s %8s %8s %s\n' "100k-file tree vs rg" "$(ms "$tree_scan")" "$(ms "$tree_rg")" "$(ratio "$tree_ratio" 1)" "<= 3.5" "$(verdict "$tree_ratio" 3.5)"
  printf '%-34s %9s MiB %8s MiB %8s %8s %s\n' "peak RSS, 100k files (vs rg)" "$rss100" "$rssrg" "" "< 512" "$(verdict "$rss100" 511)"
  printf '%-34s %s\n' "peak RSS at 10k / 50k / 100k files" "$rss10 / $rss50 / $rss100 MiB (10x the files: +${growth}x the memory) $sublinear"
  printf '%-34s %s\n' "ratio by round (lowest - highest)" \
    "one file $(ratio "$lat_lo" 1) - $(ratio "$lat_hi" 1) ($lat_rounds rounds), tree $(ratio "$tree_lo" 1) - $(ratio "$tree_hi" 1) ($tree_rounds rounds)"
  echo "(times and ratios: medians of paired rounds; per round in latency.tsv and tree.tsv)"
} | tee "$summary"

# --- 4. in-process throughput (JMH) --------------------------------------------------------------
if [ "$jmh" = 1 ]; then
  mvn -q -B -f bench/jmh/pom.xml package >&2
  jmh_args=(); [ "$quick" = 1 ] && jmh_args=(--quick)
  java -cp "bench/jmh/target/agentlint-bench.jar:target/agentlint.jar" dev.agentlint.bench.BenchMain \
    --corpus "$corpus" "${jmh_args[@]}" | tee -a "$summary"
fi
echo "(results in $out: latency.tsv, tree.tsv, the rounds' hyperfine JSON, summary.txt)"
