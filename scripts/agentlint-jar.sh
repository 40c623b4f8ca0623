#!/usr/bin/env bash
# Prints the path of an agentlint.jar built from this checkout, building it first when needed.
#
# Jars are cached outside the checkout, per version, in
#   ${AGENTLINT_CACHE:-${XDG_CACHE_HOME:-~/.cache}/agentlint}/<version>/agentlint.jar
# with a fingerprint of the sources they were built from beside them, so pre-commit's clones
# (one per revision, thrown away by `pre-commit gc`, created anew by `try-repo`) and CI runs
# reuse one build, and a checkout with other sources under the same version rebuilds it.
# Builds run in a private copy of the sources and are published with an atomic rename, so
# concurrent first runs never see a half-written jar. Needs a JDK 17+ and Maven to build.
#
# With --describe it builds nothing and prints two lines: the cache directory for this version,
# and a key naming this version and these sources (for CI caches such as actions/cache).
# Portable to macOS's bash 3.2 and BSD tools.
set -euo pipefail

src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
cd "$src"

version="$(sed -n 's|^  <version>\(.*\)</version>.*|\1|p' pom.xml | head -n 1)"
case "$version" in '' | */* | *..*) version=dev ;; esac
cache="${AGENTLINT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/agentlint}/$version"
jar="$cache/agentlint.jar"

# What the jar is built from: every file under these paths, by name and CRC.
fingerprint() {
  find pom.xml src/main rules -type f -print0 | LC_ALL=C sort -z | xargs -0 cksum | cksum | cut -d ' ' -f 1,2
}

# The fingerprint is remembered in a stamp under target/ (ignored by git), dated from before it was
# computed: while no source is newer than the stamp (a pre-commit clone never changes), a run
# costs one find instead of checksumming every source. A stamp that cannot be written only costs that.
stamp="$src/target/agentlint-sources.stamp"
if [ -f "$stamp" ] && [ -z "$(find pom.xml src/main rules -newer "$stamp" -print 2>/dev/null | head -n 1)" ] &&
  read -r sources <"$stamp" && [ -n "$sources" ]; then
  :
else
  started="$stamp.$$.started"
  { mkdir -p "$src/target" && : >"$started"; } 2>/dev/null || started=""
  sources="$(fingerprint)"
  if [ -n "$started" ]; then
    { printf '%s\n' "$sources" >"$stamp.$$" && touch -r "$started" "$stamp.$$" && mv -f "$stamp.$$" "$stamp"; } 2>/dev/null || true
    rm -f "$started" "$stamp.$$" 2>/dev/null || true
  fi
fi

if [ "${1:-}" = "--describe" ]; then
  printf '%s\n' "$cache" "agentlint-$version-${sources%% *}"
  exit 0
fi

if [ -f "$jar" ] && [ "$(cat "$jar.sources" 2>/dev/null || true)" = "$sources" ]; then
  printf '%s\n' "$jar"
  exit 0
fi

if ! command -v mvn >/dev/null 2>&1; then
  echo "agentlint: building agentlint $version needs Maven (mvn) on PATH and a JDK 17+" >&2
  exit 2
fi
mkdir -p "$cache"
work="$(mktemp -d "${TMPDIR:-/tmp}/agentlint-build.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src"
cp -R pom.xml rules "$work/"
cp -R src/main "$work/src/"
echo "agentlint: building agentlint $version into $cache (once per version) ..." >&2
if ! (cd "$work" && mvn -q -B -Dstyle.color=never -DskipTests package) >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  echo "agentlint: the build failed (see above)" >&2
  exit 2
fi
mv -f "$work/target/agentlint.jar" "$jar.$$.tmp"
mv -f "$jar.$$.tmp" "$jar"
printf '%s\n' "$sources" >"$jar.sources.$$.tmp"
mv -f "$jar.sources.$$.tmp" "$jar.sources"
printf '%s\n' "$jar"
