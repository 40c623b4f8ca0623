# The body of agentlint's probe script (docs/probe.md, docs/adr/0032). agentlint puts the
# settings above this line. The script only measures: it prints one observation a line,
# "<kind> <fields...>", free text last, and agentlint judges them. It needs a POSIX sh and
# busybox or coreutils; it uses node, bash or nc for TCP, whichever is there.
#
# What it may do, and nothing else: read files and /proc, test access(2), create and remove
# its own temporary directory, open TCP connections and close them without writing to them,
# and resolve fixed public names. Every outside action is bounded by $T seconds.

: "${AGENTLINT_PROBE_TIMEOUT:=3}"
: "${AGENTLINT_PROBE_AGENTS:=claude claude-code codex gemini qwen aider goose opencode cursor-agent amp copilot crush auggie}"
: "${AGENTLINT_PROBE_DEFAULT_NETWORK:=1}"
T=$AGENTLINT_PROBE_TIMEOUT
LC_ALL=C
export LC_ALL
umask 077

say() { printf '%s\n' "$*"; }

# One line of text from a file, with control characters removed (hostile values stay on one line).
first_line() { head -n 1 "$1" 2>/dev/null | tr -d '\000-\037'; }

have() { command -v "$1" >/dev/null 2>&1; }

if have timeout; then bounded() { timeout "$T" "$@"; }; else bounded() { "$@"; }; fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/agentlint-probe.XXXXXX" 2>/dev/null) || TMP=
cleanup() { [ -n "$TMP" ] && rm -rf "$TMP"; }
trap cleanup EXIT
trap 'cleanup; exit 130' INT TERM HUP

say "agentlint-probe 1"
[ -n "$TMP" ] || say "error tmpdir could not create a temporary directory"

# ---- environment ---------------------------------------------------------------------------
say "env kernel $(uname -srm 2>/dev/null | tr -d '\000-\037')"
if [ -r /etc/os-release ]; then
  say "env os $(sed -n 's/^PRETTY_NAME=//p' /etc/os-release | head -n 1 | tr -d '"\000-\037')"
fi
say "env uid $(id -u 2>/dev/null)"
say "env home $(printf '%s' "${HOME:-}" | tr -d '\000-\037')"
say "env cwd $(pwd 2>/dev/null | tr -d '\000-\037')"
[ -e /.dockerenv ] && say "env marker /.dockerenv"
if [ -e /run/.containerenv ]; then
  say "env marker /run/.containerenv"
  say "env containerenv $(sed -n 's/^engine=//p' /run/.containerenv 2>/dev/null | head -n 1 | tr -d '"\000-\037')"
fi
[ -n "${container:-}" ] && say "env container-var $(printf '%s' "$container" | tr -d '\000-\037')"
[ -n "${WSL_DISTRO_NAME:-}" ] && say "env wsl-distro $(printf '%s' "$WSL_DISTRO_NAME" | tr -d '\000-\037')"
[ -r /proc/version ] && say "env proc-version $(first_line /proc/version)"
[ -r /proc/1/cgroup ] && say "env pid1-cgroup $(tr '\n' ' ' < /proc/1/cgroup 2>/dev/null | tr -d '\000-\037' | cut -c1-400)"
grep -q '^flags.* hypervisor' /proc/cpuinfo 2>/dev/null && say "env marker hypervisor"
[ -r /sys/class/dmi/id/product_name ] && say "env dmi-product $(first_line /sys/class/dmi/id/product_name)"
[ -r /sys/class/dmi/id/sys_vendor ] && say "env dmi-vendor $(first_line /sys/class/dmi/id/sys_vendor)"
[ -e /proc/sys/fs/binfmt_misc/WSLInterop ] && say "env marker WSLInterop"
for tool in node bash nc busybox timeout; do have "$tool" && say "env tool $tool"; done

# Agents on PATH, with the version of the npm package they come from when it can be read
# without running them.
for a in $AGENTLINT_PROBE_AGENTS; do
  p=$(command -v "$a" 2>/dev/null) || continue
  case "$p" in /*) ;; *) continue ;; esac
  v=unknown
  real=$(readlink -f "$p" 2>/dev/null || printf '%s' "$p")
  d=${real%/*}
  i=0
  while [ -n "$d" ] && [ "$i" -lt 6 ]; do
    if [ -f "$d/package.json" ]; then
      v=$(sed -n 's/^  "version": *"\([^"]*\)".*/\1/p' "$d/package.json" | head -n 1 | tr -d '\000-\037 ')
      [ -n "$v" ] || v=unknown
      break
    fi
    d=${d%/*}
    i=$((i + 1))
  done
  say "env agent $a $v $p"
done

# ---- files ---------------------------------------------------------------------------------
# state of a path: readable (a file that gave a byte, or a directory that lists), denied,
# absent, or other (neither a regular file nor a directory: never opened, it could block).
path_state() {
  if [ -L "$1" ] && [ ! -e "$1" ]; then echo absent; return; fi
  if [ -d "$1" ]; then
    if bounded ls -A "$1" >/dev/null 2>&1; then echo readable; else echo denied; fi
  elif [ -f "$1" ]; then
    if bounded head -c 1 "$1" >/dev/null 2>&1; then echo readable; else echo denied; fi
  elif [ -e "$1" ]; then
    echo other
  else
    echo absent
  fi
}

credential_paths() {
  h=${HOME:-/nonexistent}
  for rel in .ssh .aws .config/gh .docker/config.json .kube .git-credentials .netrc .config/gcloud .azure \
      .npmrc .pypirc .gnupg .password-store .local/share/keyrings .claude/.credentials.json .codex/auth.json; do
    say "$h/$rel"
  done
  for d in /home/* /root /Users/*; do
    [ -d "$d" ] || continue
    [ "$d" = "$h" ] && continue
    for rel in .ssh .aws .config/gh .docker/config.json .kube .git-credentials .netrc; do say "$d/$rel"; done
  done
}
credential_paths | while IFS= read -r p; do say "file credential $(path_state "$p") $p"; done

for p in "/run/user/$(id -u)" /Users /mnt/c /mnt/d /Volumes; do
  say "file host-path $(path_state "$p") $p"
done

# Decoys the user planted on the host, read directly, through "..", a symbolic and a hard link.
DEPTH=$(( $(pwd | tr -cd '/' | wc -c) ))
UP=
i=0
while [ "$i" -lt "$DEPTH" ]; do UP="$UP../"; i=$((i + 1)); done
printf '%s\n' "${AGENTLINT_PROBE_DECOYS:-}" | while IFS= read -r p; do
  [ -n "$p" ] || continue
  say "file decoy $(path_state "$p") $p"
  case "$p" in
    /*) say "escape dotdot $(path_state "./$UP${p#/}") $p" ;;
  esac
  if [ -n "$TMP" ]; then
    if ln -s "$p" "$TMP/s" 2>/dev/null; then
      say "escape symlink $(path_state "$TMP/s") $p"
      rm -f "$TMP/s"
    else
      say "escape symlink error $p"
    fi
    if ln "$p" "$TMP/h" 2>/dev/null; then
      say "escape hardlink linked $p"
      rm -f "$TMP/h"
    else
      say "escape hardlink refused $p"
    fi
  fi
done

# The isolation's own definition and egress rules: access(2) says whether a write would be
# allowed (a read-only mount answers EROFS) without writing anything.
printf '%s\n' "${AGENTLINT_PROBE_PROTECT:-}" | while IFS= read -r p; do
  [ -n "$p" ] || continue
  if [ ! -e "$p" ]; then s=absent; elif [ -w "$p" ]; then s=writable; else s=denied; fi
  say "protect $s $p"
done

# ---- secrets -------------------------------------------------------------------------------
# Variable names only, never values: a newline inside a value is turned into \001 first, so
# every entry stays one line and only what precedes its first '=' is printed.
env_names() { tr '\n\000' '\001\n' 2>/dev/null < "$1" | grep '=' | cut -d= -f1 | tr -d '\001'; }

[ -r /proc/self/environ ] && env_names /proc/$$/environ | sort -u | while IFS= read -r n; do say "envname $n"; done

# The probe's own ancestors are skipped: they started it, some with the token on their command line.
ANCESTORS=" $$ ${AGENTLINT_PROBE_SELF:-} "
p=$$
i=0
while [ "$p" -gt 1 ] 2>/dev/null && [ "$i" -lt 64 ]; do
  p=$(sed -n 's/^PPid:[[:space:]]*//p' "/proc/$p/status" 2>/dev/null)
  [ -n "$p" ] || break
  ANCESTORS="$ANCESTORS$p "
  i=$((i + 1))
done

if [ -n "${AGENTLINT_PROBE_TOKEN:-}" ] && [ -n "$TMP" ]; then
  printf '%s\n' "$AGENTLINT_PROBE_TOKEN" > "$TMP/token"
  own=no
  tr '\000' '\n' < /proc/self/environ 2>/dev/null | grep -F -q -f "$TMP/token" && own=yes
  say "token own-environ $own"
fi

seen=0
readable=0
for d in /proc/[0-9]*; do
  pid=${d#/proc/}
  case "$ANCESTORS" in *" $pid "*) continue ;; esac
  [ -d "$d" ] || continue
  seen=$((seen + 1))
  if [ -r "$d/environ" ] && env_names "$d/environ" > "${TMP:-/dev/null}/names" 2>/dev/null && [ -s "${TMP:-/dev/null}/names" ]; then
    readable=$((readable + 1))
    sed "s/^/procenv $pid /" "$TMP/names"
  fi
  # Option names on its command line (--api-key, --token=...), never their values.
  { tr '\n\000' '\001\n' < "$d/cmdline"; } 2>/dev/null | grep -E '^--?[A-Za-z][A-Za-z0-9_-]*(=|$)' | cut -d= -f1 | sort -u |
    sed "s/^/proccmd $pid /"
  if [ -n "${AGENTLINT_PROBE_TOKEN:-}" ] && [ -s "${TMP:-/dev/null}/token" ]; then
    { tr '\000' '\n' < "$d/environ"; } 2>/dev/null | grep -F -q -f "$TMP/token" && say "token found $pid environ"
    { tr '\000' '\n' < "$d/cmdline"; } 2>/dev/null | grep -F -q -f "$TMP/token" && say "token found $pid cmdline"
  fi
done
say "procs seen $seen environ-readable $readable"

# ---- network -------------------------------------------------------------------------------
# tcp HOST PORT: connect, write nothing, close. Prints connected, refused, unreachable,
# unresolved, timeout, no-tool or error:<message>.
classify() {
  case "$1" in
    *efused*|*ECONNREFUSED*) echo refused ;;
    *nreachable*|*"No route"*|*EHOSTUNREACH*|*ENETUNREACH*|*EADDRNOTAVAIL*|*"ssign requested"*) echo unreachable ;;
    *"ad address"*|*ENOTFOUND*|*EAI_AGAIN*|*"not known"*|*resolve*|*"Temporary failure"*) echo unresolved ;;
    *"imed out"*|*ETIMEDOUT*|*timeout*) echo timeout ;;
    *) echo "error:$(printf '%s' "$1" | tr -d '\000-\037' | tr ' ' '_' | cut -c1-160)" ;;
  esac
}

NODE_CONNECT='const n=require("net");const s=n.connect({host:process.argv[1],port:+process.argv[2]});
s.setTimeout(+process.argv[3]*1000,()=>{console.log("timeout");process.exit(0)});
s.on("connect",()=>{console.log("connected");s.destroy();process.exit(0)});
s.on("error",e=>{console.log(e.code||e.message);process.exit(0)});'

tcp() {
  if have node; then
    r=$(bounded node -e "$NODE_CONNECT" "$1" "$2" "$T" 2>&1) ; rc=$?
    [ "$rc" -ge 124 ] && { echo timeout; return; }
    case "$r" in connected) echo connected ;; *) classify "$r" ;; esac
  elif have bash; then
    r=$(bounded bash -c 'exec 3<>"/dev/tcp/$1/$2"' probe "$1" "$2" 2>&1); rc=$?
    if [ "$rc" = 0 ]; then echo connected; elif [ "$rc" -ge 124 ]; then echo timeout; else classify "$r"; fi
  elif have busybox && busybox nc 2>&1 | grep -q -- '-e PROG'; then
    r=$(bounded busybox nc -w "$T" "$1" "$2" -e true 2>&1); rc=$?
    if [ "$rc" = 0 ]; then echo connected; elif [ "$rc" -ge 124 ]; then echo timeout; else classify "$r"; fi
  elif have nc; then
    r=$(bounded nc -z -w "$T" "$1" "$2" </dev/null 2>&1); rc=$?
    if [ "$rc" = 0 ]; then echo connected; elif [ "$rc" -ge 124 ]; then echo timeout; else classify "$r"; fi
  else
    echo no-tool
  fi
}

# name resolution through the system's resolver, or through SERVER when given (busybox/bind nslookup).
dns() {
  if [ -n "${2:-}" ]; then
    have nslookup || { echo no-tool; return; }
    r=$(bounded nslookup "$1" "$2" 2>&1); rc=$?
    if [ "$rc" = 0 ] && printf '%s' "$r" | grep -q 'Address.*[0-9]' && ! printf '%s' "$r" | grep -qi 'NXDOMAIN\|timed out\|no servers'; then
      echo resolved
    elif [ "$rc" -ge 124 ]; then echo timeout; else echo failed; fi
  elif have getent; then
    if bounded getent hosts "$1" >/dev/null 2>&1; then echo resolved; else echo failed; fi
  elif have node; then
    r=$(bounded node -e 'require("dns").lookup(process.argv[1],(e)=>console.log(e?"failed":"resolved"))' "$1" 2>/dev/null)
    echo "${r:-timeout}"
  elif have nslookup; then
    if bounded nslookup "$1" >/dev/null 2>&1; then echo resolved; else echo failed; fi
  else
    echo no-tool
  fi
}

# Targets: "LABEL HOST PORT" a line. The defaults are documented in docs/probe.md.
gateway() {
  # The default route's gateway: little-endian hex in /proc/net/route (shell arithmetic reads
  # hex; awk does not, portably).
  [ -r /proc/net/route ] || return 0
  while read -r iface dest gw rest; do
    [ "$dest" = 00000000 ] && [ "$gw" != 00000000 ] || continue
    case "$gw" in [0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]) ;; *) continue ;; esac
    a=${gw#??????}; b=${gw#????}; b=${b%??}; c=${gw#??}; c=${c%????}; d=${gw%??????}
    echo "$((0x$a)).$((0x$b)).$((0x$c)).$((0x$d))"
    return 0
  done < /proc/net/route
}
default_targets() {
  say "public-ip 1.1.1.1 443"
  say "public-ip 8.8.8.8 53"
  say "public-name example.com 443"
  say "ipv6 2606:4700:4700::1111 443"
  say "doh cloudflare-dns.com 443"
  say "doh dns.google 443"
  say "metadata 169.254.169.254 80"
  if [ -n "$GW" ]; then for port in 22 80 443; do say "gateway $GW $port"; done; fi
  say "host-alias host.docker.internal 80"
  say "host-alias host.containers.internal 80"
  say "host-alias host.lima.internal 80"
  for port in 22 80 2375 2376 3000 5432 6379 8080 11434; do say "loopback 127.0.0.1 $port"; done
  say "loopback ::1 80"
  say "private 10.0.0.1 80"
  say "private 172.17.0.1 80"
  say "private 192.168.1.1 80"
}

GW=$(gateway)
[ -n "$GW" ] && say "env gateway $GW"
[ -n "${HTTP_PROXY:-}${HTTPS_PROXY:-}${http_proxy:-}${https_proxy:-}${ALL_PROXY:-}${all_proxy:-}" ] && say "env proxy-variables set"

{
  if [ "$AGENTLINT_PROBE_DEFAULT_NETWORK" = 1 ]; then default_targets; fi
  printf '%s\n' "${AGENTLINT_PROBE_TARGETS:-}"
} | while read -r label host port; do
  [ -n "$port" ] || continue
  say "net tcp $label $(tcp "$host" "$port") $host $port"
done

if [ "$AGENTLINT_PROBE_DEFAULT_NETWORK" = 1 ]; then
  say "net dns system $(dns example.com) example.com"
  for server in 1.1.1.1 8.8.8.8; do say "net dns udp-$server $(dns example.com "$server") example.com"; done
fi

# ---- kernel surface (Linux) ----------------------------------------------------------------
if [ -r /proc/self/status ]; then
  for f in CapEff CapBnd NoNewPrivs Seccomp NSpid; do
    v=$(sed -n "s/^$f:[[:space:]]*//p" /proc/self/status | tr -s '\t ' ' ')
    say "status $f ${v:--}"
  done
fi
for n in pid user net mnt cgroup; do
  l=$(readlink "/proc/self/ns/$n" 2>/dev/null) && say "ns $n $l"
done
[ -r /proc/self/uid_map ] && say "uidmap $(tr -s ' \n' '  ' < /proc/self/uid_map | tr -d '\000-\037')"
if bounded ls -A /proc/1/root/ >/dev/null 2>&1; then say "proc1root readable"
elif [ -L /proc/1/root ]; then say "proc1root denied"
else say "proc1root absent"; fi
say "pid1 $(tr '\000' ' ' < /proc/1/cmdline 2>/dev/null | tr -d '\001-\037' | cut -c1-120)"
for f in /proc/self/attr/apparmor/current /proc/self/attr/current; do
  if [ -r "$f" ]; then
    l=$(first_line "$f")
    [ -n "$l" ] && { say "lsm $f $l"; break; }
  fi
done
[ -r /sys/kernel/security/lsm ] && say "lsm-list $(first_line /sys/kernel/security/lsm)"

# cgroup limits: this process's cgroup and every ancestor (a limit anywhere above applies).
if [ -r /proc/self/cgroup ]; then
  v2=$(sed -n 's/^0:://p' /proc/self/cgroup | head -n 1)
  if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
    d="/sys/fs/cgroup${v2%/}"
    while :; do
      for f in pids.max memory.max cpu.max; do
        if [ -r "$d/$f" ]; then say "cgroup $f $(first_line "$d/$f") $d"
        elif [ "$d" = /sys/fs/cgroup ]; then say "cgroup $f max $d (root cgroup)"; fi
      done
      [ "$d" = /sys/fs/cgroup ] && break
      d=${d%/*}
      case "$d" in /sys/fs/cgroup*) ;; *) break ;; esac
    done
  else
    # cgroup v1: one hierarchy per controller.
    for pair in pids:pids.max memory:memory.limit_in_bytes cpu:cpu.cfs_quota_us; do
      c=${pair%%:*}
      f=${pair#*:}
      rel=$(awk -F: -v c="$c" '{ n = split($2, a, ","); for (i = 1; i <= n; i++) if (a[i] == c) { print $3; exit } }' /proc/self/cgroup)
      d="/sys/fs/cgroup/$c${rel%/}"
      while [ -n "$rel" ]; do
        if [ -r "$d/$f" ]; then say "cgroup $f $(first_line "$d/$f") $d"
        elif [ "$d" = "/sys/fs/cgroup/$c" ]; then say "cgroup $f max $d (root cgroup)"; fi
        [ "$d" = "/sys/fs/cgroup/$c" ] && break
        d=${d%/*}
        case "$d" in /sys/fs/cgroup/"$c"*) ;; *) break ;; esac
      done
    done
  fi
fi

# Engine sockets and the SSH agent: a Unix socket one may write to is one one may connect to.
socket_state() {
  if [ -S "$1" ]; then
    if [ -w "$1" ]; then echo writable; else echo denied; fi
  elif [ -e "$1" ]; then echo other; else echo absent; fi
}
{
  for s in /var/run/docker.sock /run/docker.sock /run/podman/podman.sock /run/containerd/containerd.sock \
      /run/user/*/podman/podman.sock /run/user/*/docker.sock "${HOME:-/nonexistent}/.docker/run/docker.sock" \
      "${HOME:-/nonexistent}"/.colima/*/docker.sock "${HOME:-/nonexistent}"/.lima/*/sock/*.sock \
      /run/k3s/containerd/containerd.sock /var/run/crio/crio.sock; do
    say "engine $s"
  done
  [ -n "${DOCKER_HOST:-}" ] && case "$DOCKER_HOST" in unix://*) say "engine ${DOCKER_HOST#unix://}" ;; esac
  [ -n "${SSH_AUTH_SOCK:-}" ] && say "ssh-agent $SSH_AUTH_SOCK"
  for s in /tmp/ssh-*/agent.* /run/user/*/ssh-agent* /run/user/*/gnupg/S.gpg-agent.ssh /run/user/*/keyring/ssh \
      "${HOME:-/nonexistent}"/.ssh/agent*; do
    say "ssh-agent $s"
  done
} | while read -r kind s; do
  case "$s" in *'*'*) continue ;; esac
  say "socket $kind $(socket_state "$s") $s"
done

# ---- WSL -----------------------------------------------------------------------------------
if [ -e /proc/sys/fs/binfmt_misc/WSLInterop ]; then
  say "wsl interop $(first_line /proc/sys/fs/binfmt_misc/WSLInterop)"
else
  say "wsl interop absent"
fi
for exe in cmd.exe powershell.exe pwsh.exe; do
  p=$(command -v "$exe" 2>/dev/null) && say "wsl exe $exe $p"
done
for p in /mnt/c/Windows/System32/cmd.exe /mnt/c/Windows/System32/WindowsPowerShell/v1.0/powershell.exe; do
  [ -e "$p" ] && say "wsl exe-file $p"
done

say "end"
