package dev.agentlint.rules.common;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.HostPath;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Host paths that an isolated environment must not see: credential stores, the home directory,
 * system directories, the runtime directory, and the sockets of {@link Sockets}. A path matches
 * when it is a listed location, lies inside one that is sensitive as a whole (everything under
 * {@code ~/.ssh}), or contains one (mounting {@code ~/.config} exposes {@code ~/.config/gcloud};
 * mounting {@code /run} exposes the engine socket).
 */
public final class SensitivePaths {

    public enum Kind {
        /** A container-engine API socket, or a directory that holds one. */
        RUNTIME_SOCKET,
        SSH_AGENT,
        CREDENTIALS,
        HOME,
        SYSTEM
    }

    /**
     * What a path exposes.
     *
     * @param kind     the kind of exposure
     * @param location the sensitive location it is, lies in or contains ({@code ~/.ssh})
     * @param what     what is there, for messages ("SSH keys")
     */
    public record Match(Kind kind, String location, Phrase what) {}

    /**
     * Sensitive as a whole: the location, anything inside it, and anything containing it.
     * {@code lower} is the path lower-cased once, since every mount of every file is compared with every entry.
     */
    private record Entry(String path, Kind kind, Phrase what, boolean subtree, String lower, boolean writableOnly) {}

    private static final List<Entry> ENTRIES = List.of(
            subtree("~/.ssh", Kind.CREDENTIALS, Phrase.of("SSH keys")),
            subtree("~/.gnupg", Kind.CREDENTIALS, Phrase.of("GnuPG keys")),
            subtree("~/.aws", Kind.CREDENTIALS, Phrase.of("AWS credentials")),
            subtree("~/.config/gcloud", Kind.CREDENTIALS, Phrase.of("Google Cloud credentials")),
            subtree("~/.azure", Kind.CREDENTIALS, Phrase.of("Azure credentials")),
            subtree("~/.kube", Kind.CREDENTIALS, Phrase.of("Kubernetes credentials")),
            subtree("~/.docker", Kind.CREDENTIALS, Phrase.of("registry credentials (config.json)")),
            subtree("~/.netrc", Kind.CREDENTIALS, Phrase.of("netrc passwords")),
            subtree("~/.git-credentials", Kind.CREDENTIALS, Phrase.of("stored Git passwords")),
            subtree("~/.config/gh", Kind.CREDENTIALS, Phrase.of("GitHub CLI tokens")),
            subtree("~/.config/git/credentials", Kind.CREDENTIALS, Phrase.of("stored Git passwords")),
            subtree("~/.npmrc", Kind.CREDENTIALS, Phrase.of("npm tokens")),
            subtree("~/.pypirc", Kind.CREDENTIALS, Phrase.of("PyPI tokens")),
            subtree("~/.cargo/credentials.toml", Kind.CREDENTIALS, Phrase.of("crates.io tokens")),
            subtree("~/.vault-token", Kind.CREDENTIALS, Phrase.of("a Vault token")),
            subtree("~/.password-store", Kind.CREDENTIALS, Phrase.of("the pass password store")),
            subtree("~/.secrets", Kind.CREDENTIALS, Phrase.of("a directory of secrets")),
            subtree("~/.env", Kind.CREDENTIALS, Phrase.of("a plaintext environment file of secrets")),
            subtree("~/.claude/.credentials.json", Kind.CREDENTIALS, Phrase.of("Claude Code's login tokens")),
            subtree("~/.codex/auth.json", Kind.CREDENTIALS, Phrase.of("Codex's login tokens")),
            subtree("~/.config/gemini/oauth_creds.json", Kind.CREDENTIALS, Phrase.of("Gemini CLI's login tokens")),
            subtree("~/.gemini/oauth_creds.json", Kind.CREDENTIALS, Phrase.of("Gemini CLI's login tokens")),
            subtree("~/Library/Keychains", Kind.CREDENTIALS, Phrase.of("macOS keychains")),
            subtree("/Library/Keychains", Kind.CREDENTIALS, Phrase.of("macOS system keychains")),
            subtree("~/.local/share/keyrings", Kind.CREDENTIALS, Phrase.of("the GNOME keyring")),
            subtree("~/.mozilla", Kind.CREDENTIALS, Phrase.of("Firefox profiles (cookies, saved passwords)")),
            subtree("~/.config/google-chrome", Kind.CREDENTIALS, Phrase.of("Chrome profiles (cookies, saved passwords)")),
            subtree("~/.config/chromium", Kind.CREDENTIALS, Phrase.of("Chromium profiles (cookies, saved passwords)")),
            subtree("~/.config/BraveSoftware", Kind.CREDENTIALS, Phrase.of("Brave profiles (cookies, saved passwords)")),
            subtree("~/Library/Application Support/Google/Chrome", Kind.CREDENTIALS, Phrase.of("Chrome profiles (cookies, saved passwords)")),
            subtree("~/Library/Application Support/Firefox", Kind.CREDENTIALS, Phrase.of("Firefox profiles (cookies, saved passwords)")),
            subtree("~/AppData/Local/Google/Chrome/User Data", Kind.CREDENTIALS, Phrase.of("Chrome profiles (cookies, saved passwords)")),
            subtree("~/AppData/Local/Microsoft/Edge/User Data", Kind.CREDENTIALS, Phrase.of("Edge profiles (cookies, saved passwords)")),
            subtree("~/AppData/Roaming/Mozilla/Firefox", Kind.CREDENTIALS, Phrase.of("Firefox profiles (cookies, saved passwords)")),
            subtree("~/AppData/Roaming/gcloud", Kind.CREDENTIALS, Phrase.of("Google Cloud credentials")),
            subtree("~/AppData/Roaming/GitHub CLI", Kind.CREDENTIALS, Phrase.of("GitHub CLI tokens")),
            subtree("~/AppData/Roaming/Microsoft/Credentials", Kind.CREDENTIALS, Phrase.of("Windows Credential Manager's saved credentials")),
            subtree("~/AppData/Local/Microsoft/Credentials", Kind.CREDENTIALS, Phrase.of("Windows Credential Manager's saved credentials")),
            subtree("~/AppData/Roaming/Microsoft/Protect", Kind.CREDENTIALS, Phrase.of("the DPAPI keys that decrypt saved credentials")),
            subtree("~/.local/share/containers", Kind.SYSTEM, Phrase.of("the user's container storage")),
            subtree("/run/user/$UID/bus", Kind.SYSTEM, Phrase.of("the D-Bus session bus (it can start programs on the host)")),
            subtree("/root", Kind.SYSTEM, Phrase.of("root's home directory")),
            subtree("/proc", Kind.SYSTEM, Phrase.of("the host's process information")),
            subtree("/sys", Kind.SYSTEM, Phrase.of("the host's kernel and device settings")),
            subtree("/boot", Kind.SYSTEM, Phrase.of("the host's boot files")),
            subtree("/lib/modules", Kind.SYSTEM, Phrase.of("the host's kernel modules")),
            subtree("/var/lib/docker", Kind.SYSTEM, Phrase.of("Docker's storage")),
            subtree("/var/lib/containers", Kind.SYSTEM, Phrase.of("Podman's storage")),
            subtree("/etc/shadow", Kind.SYSTEM, Phrase.of("password hashes")),
            subtree("/etc/sudoers", Kind.SYSTEM, Phrase.of("sudo rules")),
            subtree("/etc/ssh", Kind.SYSTEM, Phrase.of("the host's SSH keys and configuration")),
            // The service manager's and the system bus's sockets take requests from root and start
            // units, i.e. programs as root on the host (systemctl, busctl through them).
            subtree("/run/systemd", Kind.SYSTEM, Phrase.of("systemd's control sockets (/run/systemd/private): whoever writes to them starts services as root on the host")),
            subtree("/run/dbus", Kind.SYSTEM, Phrase.of("the D-Bus system bus socket, through which services such as systemd act as root on the host")),
            subtree("/etc/cron.d", Kind.SYSTEM, Phrase.of("the host's cron jobs: a file written there runs as root")),
            subtree("/etc/crontab", Kind.SYSTEM, Phrase.of("the host's crontab: a line written there runs as root")),
            subtree("/etc/cron.hourly", Kind.SYSTEM, Phrase.of("the host's hourly cron jobs: a script written there runs as root")),
            subtree("/etc/cron.daily", Kind.SYSTEM, Phrase.of("the host's daily cron jobs: a script written there runs as root")),
            subtree("/etc/cron.weekly", Kind.SYSTEM, Phrase.of("the host's weekly cron jobs: a script written there runs as root")),
            subtree("/etc/cron.monthly", Kind.SYSTEM, Phrase.of("the host's monthly cron jobs: a script written there runs as root")),
            subtree("/var/spool/cron", Kind.SYSTEM, Phrase.of("every user's crontab: a line written there runs as that user")),
            subtree("/var/lib/containerd", Kind.SYSTEM, Phrase.of("containerd's storage (every image and container file system)")),
            writable("/var/log", Phrase.of("the host's logs, which a writable share lets it forge or erase")),
            // A bind of the host's /dev/shm shares its POSIX shared memory, as ipc: host does.
            subtree("/dev/shm", Kind.SYSTEM, Phrase.of("the host's shared memory, as ipc: host shares it")),
            exact("~", Kind.HOME, Phrase.of("the home directory, with every credential in it")),
            exact("/home", Kind.HOME, Phrase.of("every user's home directory")),
            exact("/Users", Kind.HOME, Phrase.of("every user's home directory")),
            exact("/var/home", Kind.HOME, Phrase.of("every user's home directory")),
            exact("c:/Users", Kind.HOME, Phrase.of("every user's home directory")),
            exact("/", Kind.SYSTEM, Phrase.of("the host's whole file system")),
            exact("c:", Kind.SYSTEM, Phrase.of("the host's whole system drive")),
            exact("/etc", Kind.SYSTEM, Phrase.of("the host's configuration")),
            exact("/dev", Kind.SYSTEM, Phrase.of("every host device")),
            exact("/run/user/$UID", Kind.SYSTEM, Phrase.of("the user's runtime directory (engine, SSH agent and D-Bus sockets)")));

    /** Directories whose point is an engine socket: mounting them is mounting the socket. */
    private static final List<String> SOCKET_DIRECTORIES = List.of(
            "/run", "/run/docker", "/run/podman", "/run/containerd", "/run/user/$UID/podman", "/run/user/$UID/docker",
            "~/.docker/run", "~/.docker/desktop", "~/.colima", "~/.orbstack/run", "~/.rd", "/var/lib/docker/containers",
            "/run/host-services", "~/Library/Containers/com.docker.docker/Data");

    private static final Set<String> SOCKET_DIRECTORIES_LOWER =
            SOCKET_DIRECTORIES.stream().map(d -> d.toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());

    private SensitivePaths() {}

    /** What a writable share of the path exposes (see {@link #classify(HostPath, boolean)}). */
    public static Optional<Match> classify(HostPath path) {
        return classify(path, false);
    }

    /**
     * What sharing the path exposes; {@code readOnly} leaves out locations that are sensitive only
     * when they can be written ({@code /var/log}: reading logs is what log shippers are for).
     */
    public static Optional<Match> classify(HostPath path, boolean readOnly) {
        if (path == null || path.normalised().isEmpty() || !path.resolved() && !path.normalised().startsWith("~")
                && !path.normalised().startsWith("/run/user/$UID")) {
            return socketOnly(path);
        }
        String p = path.normalised().toLowerCase(Locale.ROOT);
        Optional<Match> socket = socketOnly(path);
        if (socket.isPresent()) return socket;
        if (p.startsWith("~/.lima/") && p.contains("/sock")) {
            return Optional.of(new Match(Kind.RUNTIME_SOCKET, path.normalised(), Phrase.of("Lima's forwarded engine sockets")));
        }
        if (SOCKET_DIRECTORIES_LOWER.contains(p)) {
            return Optional.of(new Match(Kind.RUNTIME_SOCKET, path.normalised(), Phrase.of("the directory of a container-engine socket")));
        }
        for (Entry e : ENTRIES) {
            if (readOnly && e.writableOnly) continue;
            if (p.equals(e.lower) || e.subtree && isUnder(p, e.lower)) return Optional.of(new Match(e.kind, e.path, e.what));
        }
        // Any other drive root (d:, e:) shares a whole disk as well.
        if (p.length() == 2 && p.charAt(1) == ':' && p.charAt(0) >= 'a' && p.charAt(0) <= 'z') {
            return Optional.of(new Match(Kind.SYSTEM, path.normalised(), Phrase.of("a whole drive")));
        }
        // A directory that contains a sensitive location exposes it.
        for (Entry e : ENTRIES) {
            if (readOnly && e.writableOnly) continue;
            if (isUnder(e.lower, p)) return Optional.of(new Match(e.kind, e.path, e.what));
        }
        return Optional.empty();
    }

    private static Optional<Match> socketOnly(HostPath path) {
        if (path == null) return Optional.empty();
        return Sockets.classify(path.normalised()).or(() -> Sockets.classify(path.written()))
                .map(k -> k == Sockets.Kind.RUNTIME
                        ? new Match(Kind.RUNTIME_SOCKET, path.normalised(), Phrase.of("a container-engine API socket"))
                        : new Match(Kind.SSH_AGENT, path.written(), Phrase.of("an SSH agent socket, through which the user's keys sign for anyone")));
    }

    /** {@code child} lies strictly inside {@code parent}. */
    private static boolean isUnder(String child, String parent) {
        if (parent.equals("/")) return child.startsWith("/") && child.length() > 1;
        return child.length() > parent.length() && child.startsWith(parent) && child.charAt(parent.length()) == '/';
    }

    private static Entry subtree(String path, Kind kind, Phrase what) {
        return new Entry(path, kind, what, true, path.toLowerCase(Locale.ROOT), false);
    }

    private static Entry exact(String path, Kind kind, Phrase what) {
        return new Entry(path, kind, what, false, path.toLowerCase(Locale.ROOT), false);
    }

    /** A system location that is sensitive, as a whole, only when it can be written. */
    private static Entry writable(String path, Phrase what) {
        return new Entry(path, Kind.SYSTEM, what, true, path.toLowerCase(Locale.ROOT), true);
    }
}
