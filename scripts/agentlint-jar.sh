#!/usr/bin/env bash
# Prints the path of an agentlint.jar for this checkout: the released jar of its version when
# there is one, else one built from its sources.
#
# Released jar: when scripts/release.sha256 names this checkout's version, the jar is fetched once
# over HTTPS from the GitHub release of that version (AGENTLINT_RELEASE_URL replaces
# https://github.com/agentlint/agentlint/releases/download; it must be https too), checked against
# the SHA-256 in that file — committed with the version, before the tag, which a reproducible build
# makes possible (docs/releasing.md, ADR 0031) — and cached as <cache>/<version>/agentlint.jar. A
# jar that does not match is refused (exit 2) and never cached; a release that cannot be fetched
# (offline, not published yet) falls back to building from source. Needs curl or wget, and
# sha256sum or shasum.
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

# The SHA-256 this checkout trusts for its version's released jar, or empty when it has none.
trusted=""
if [ -f scripts/release.sha256 ]; then
  while read -r hash name rest || [ -n "${hash:-}" ]; do
    if [ "$name" = "agentlint-$version.jar" ] || [ "$name" = "*agentlint-$version.jar" ]; then
      case "$hash" in
        [0-9a-f]*) [ "${#hash}" -eq 64 ] && trusted="$hash" ;;
      esac
    fi
  done <scripts/release.sha256
fi

if [ "${1:-}" = "--describe" ]; then
  if [ -n "$trusted" ]; then
    printf '%s\n' "$cache" "agentlint-$version-release-${trusted:0:16}"
  else
    printf '%s\n' "$cache" "agentlint-$version-${sources%% *}"
  fi
  exit 0
fi

sha256_of() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d ' ' -f 1
  elif command -v shasum >/dev/null 2>&1; then
    shasum -a 256 "$1" | cut -d ' ' -f 1
  else
    return 1
  fi
}

# Fetches the released jar into $1; fails (status 1) when it cannot be fetched at all.
fetch() {
  local url="$1" out="$2"
  if command -v curl >/dev/null 2>&1; then
    curl --proto '=https' --proto-redir '=https' --tlsv1.2 --fail --silent --show-error --location \
      --retry 2 --connect-timeout 10 --max-time 120 --output "$out" "$url"
  elif command -v wget >/dev/null 2>&1; then
    wget --quiet --https-only --timeout=30 --tries=2 --output-document="$out" "$url"
  else
    echo "agentlint: neither curl nor wget is on PATH to fetch the released jar" >&2
    return 1
  fi
}

# A jar already cached: the released one, or one built from these very sources (also where the
# release could not be fetched before: offline, commits must not wait for the network every time).
if [ -f "$jar" ]; then
  if { [ -n "$trusted" ] && [ "$(cat "$jar.release" 2>/dev/null || true)" = "$trusted" ]; } ||
    [ "$(cat "$jar.sources" 2>/dev/null || true)" = "$sources" ]; then
    printf '%s\n' "$jar"
    exit 0
  fi
fi

if [ -n "$trusted" ]; then
  base="${AGENTLINT_RELEASE_URL:-https://github.com/agentlint/agentlint/releases/download}"
  case "$base" in
    https://*) ;;
    *)
      echo "agentlint: AGENTLINT_RELEASE_URL must be an https:// address, not $base" >&2
      exit 2
      ;;
  esac
  url="${base%/}/v$version/agentlint-$version.jar"
  mkdir -p "$cache"
  part="$jar.$$.download"
  trap 'rm -f "$part"' EXIT
  echo "agentlint: fetching agentlint $version from $url (once per version) ..." >&2
  if fetch "$url" "$part"; then
    if ! got="$(sha256_of "$part")"; then
      echo "agentlint: neither sha256sum nor shasum is on PATH to check the released jar" >&2
      exit 2
    fi
    if [ "$got" != "$trusted" ]; then
      echo "agentlint: refusing $url: its SHA-256 is $got, but scripts/release.sha256 says $trusted" >&2
      echo "agentlint: (the download was altered, or the release does not match its tag); nothing was cached" >&2
      exit 2
    fi
    mv -f "$part" "$jar"
    printf '%s\n' "$trusted" >"$jar.release.$$.tmp"
    mv -f "$jar.release.$$.tmp" "$jar.release"
    rm -f "$jar.sources"
    printf '%s\n' "$jar"
    exit 0
  fi
  rm -f "$part"
  echo "agentlint: could not fetch the released jar; building agentlint $version from source instead" >&2
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
rm -f "$jar.release"
printf '%s\n' "$sources" >"$jar.sources.$$.tmp"
mv -f "$jar.sources.$$.tmp" "$jar.sources"
printf '%s\n' "$jar"
