package dev.agentlint.rules.common;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Classifies hosts, domains and IP literals as written in allowlists, URLs and bind addresses,
 * without ever resolving a name.
 */
public final class Hosts {

    private static final Pattern IPV6_LITERAL = Pattern.compile("[0-9a-f:.]+(%[0-9a-z]+)?");
    private static final Pattern IPV6_CHARS = Pattern.compile("[0-9a-f:.%a-z]+");
    private static final Pattern IPV6_LOOPBACK_LONG = Pattern.compile("(0{1,4}:){7}0{0,3}1");
    private static final Pattern IPV6_LINK_LOCAL = Pattern.compile("fe[89ab][0-9a-f]?:.*");
    private static final Pattern IPV6_UNIQUE_LOCAL = Pattern.compile("f[cd][0-9a-f]{0,2}:.*");

    public enum Kind {
        /** {@code *}: every host. */
        ANY("matches every host"),
        /** {@code 0.0.0.0}, {@code ::}: every interface. */
        UNSPECIFIED("means every interface"),
        LOOPBACK("is the loopback interface"),
        /** Cloud metadata services and link-local ranges. */
        METADATA("is a cloud metadata / link-local address"),
        PRIVATE("is a private (LAN) address"),
        /** A public IP literal: bypasses name-based filtering. */
        IP_LITERAL("is an IP literal"),
        NAME("is a host name");

        private final String description;

        Kind(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    /** What an allowed domain or wildcard pattern opens beyond names one owner controls. */
    public enum Breadth {
        /** {@code *.com}, {@code *.co.uk}: every name under a public suffix, which is every host. */
        PUBLIC_SUFFIX,
        /**
         * {@code *.amazonaws.com}, {@code *.githubusercontent.com}, {@code pastebin.com}: storage
         * buckets, hosted pages, tunnels and paste or upload services anyone can use, so also
         * endpoints an attacker controls.
         */
        SHARED_HOSTING
    }

    // Domains under which anyone can get a name of their own (buckets, hosted apps, tunnels, user content).
    private static final java.util.List<String> SHARED_HOSTING = java.util.List.of(
            "amazonaws.com", "cloudfront.net", "awsapprunner.com", "on.aws",
            "blob.core.windows.net", "web.core.windows.net", "azurewebsites.net", "azureedge.net", "azurestaticapps.net",
            "googleapis.com", "appspot.com", "run.app", "cloudfunctions.net", "firebaseapp.com", "web.app", "firebaseio.com",
            "githubusercontent.com", "github.io", "gitlab.io", "pages.dev", "workers.dev", "r2.dev", "r2.cloudflarestorage.com",
            "trycloudflare.com", "vercel.app", "netlify.app", "herokuapp.com", "fly.dev", "onrender.com", "railway.app",
            "ngrok.io", "ngrok-free.app", "ngrok.app", "loca.lt", "serveo.net", "digitaloceanspaces.com", "ondigitalocean.app",
            "backblazeb2.com", "supabase.co", "glitch.me", "repl.co");

    // Services that exist to take text or files from anyone: an allowlist entry for one is an exfiltration channel.
    private static final java.util.Set<String> PASTE_AND_UPLOAD = java.util.Set.of(
            "pastebin.com", "paste.ee", "hastebin.com", "dpaste.com", "termbin.com", "ix.io", "0x0.st", "transfer.sh",
            "file.io", "webhook.site", "requestcatcher.com", "requestbin.net", "pipedream.net", "interact.sh");

    // Second-level labels that registries sell names under (co.uk, com.au, org.br …).
    private static final java.util.Set<String> SECOND_LEVEL = java.util.Set.of("co", "com", "net", "org", "gov", "edu", "ac", "or", "ne", "go");

    private Hosts() {}

    /** How far an allowed name or wildcard reaches, or null when only one owner's names match. */
    public static Breadth breadth(String pattern) {
        String h = hostOf(pattern);
        String rest;
        if (h.startsWith("**.")) rest = h.substring(3);
        else if (h.startsWith("*.")) rest = h.substring(2);
        else return PASTE_AND_UPLOAD.contains(h) ? Breadth.SHARED_HOSTING : null;
        while (rest.endsWith(".")) rest = rest.substring(0, rest.length() - 1);
        if (rest.isEmpty() || rest.indexOf('*') >= 0) return null;
        String[] labels = rest.split("\\.");
        if (labels.length == 1) return Breadth.PUBLIC_SUFFIX;
        if (labels.length == 2 && labels[1].length() == 2 && SECOND_LEVEL.contains(labels[0])) return Breadth.PUBLIC_SUFFIX;
        for (String d : SHARED_HOSTING) {
            if (rest.equals(d) || rest.endsWith("." + d)) return Breadth.SHARED_HOSTING;
        }
        return PASTE_AND_UPLOAD.contains(rest) ? Breadth.SHARED_HOSTING : null;
    }

    /** Strips a scheme, credentials, path, port and IPv6 brackets: {@code http://u@[::1]:80/x} → {@code ::1}. */
    public static String hostOf(String s) {
        String h = s.trim();
        int scheme = h.indexOf("://");
        if (scheme >= 0) h = h.substring(scheme + 3);
        int slash = h.indexOf('/');
        if (slash >= 0) h = h.substring(0, slash);
        int at = h.lastIndexOf('@');
        if (at >= 0) h = h.substring(at + 1);
        if (h.startsWith("[")) {
            int close = h.indexOf(']');
            return close > 0 ? h.substring(1, close) : h.substring(1);
        }
        int colon = h.indexOf(':');
        // One colon is a port; several mean a bare IPv6 literal.
        if (colon >= 0 && colon == h.lastIndexOf(':')) h = h.substring(0, colon);
        return h.toLowerCase(Locale.ROOT);
    }

    public static Kind classify(String hostOrPattern) {
        String h = hostOf(hostOrPattern);
        if (h.equals("*") || h.equals("*.*") || h.equals("**")) return Kind.ANY;
        if (h.equals("localhost") || h.endsWith(".localhost")) return Kind.LOOPBACK;
        if (h.equals("metadata.google.internal") || h.equals("metadata") || h.equals("instance-data")
                || h.equals("metadata.azure.com")) return Kind.METADATA;
        if (h.equals("host.docker.internal") || h.equals("host.containers.internal") || h.equals("host.lima.internal")
                || h.equals("gateway.docker.internal")) return Kind.LOOPBACK;
        int[] v4 = ipv4(h);
        if (v4 != null) return classifyV4(v4);
        if (h.indexOf(':') >= 0) return classifyV6(h);
        if (h.endsWith(".local") || h.endsWith(".internal") || h.endsWith(".lan") || h.endsWith(".home.arpa")) return Kind.PRIVATE;
        return Kind.NAME;
    }

    public static boolean isLoopback(String host) {
        return classify(host) == Kind.LOOPBACK;
    }

    public static boolean isAllInterfaces(String host) {
        return classify(host) == Kind.UNSPECIFIED;
    }

    /**
     * Whether a host (as {@link #hostOf} leaves it) is an IP address rather than a name: programs that
     * bind to an address without resolving names (Codex's proxy) treat a name as loopback.
     */
    public static boolean isIpLiteral(String host) {
        String h = hostOf(host);
        if (ipv4(h) != null) return true;
        return h.indexOf(':') >= 0 && h.length() <= 64 && IPV6_LITERAL.matcher(h).matches();
    }

    private static Kind classifyV4(int[] a) {
        if (a[0] == 0 && a[1] == 0 && a[2] == 0 && a[3] == 0) return Kind.UNSPECIFIED;
        if (a[0] == 127) return Kind.LOOPBACK;
        if (a[0] == 169 && a[1] == 254) return Kind.METADATA;
        if (a[0] == 100 && a[1] == 100 && a[2] == 100 && a[3] == 200) return Kind.METADATA; // Alibaba Cloud
        if (a[0] == 10 || a[0] == 172 && a[1] >= 16 && a[1] <= 31 || a[0] == 192 && a[1] == 168
                || a[0] == 100 && a[1] >= 64 && a[1] <= 127 || a[0] == 0) return Kind.PRIVATE;
        return Kind.IP_LITERAL;
    }

    private static Kind classifyV6(String h) {
        if (h.length() > 64 || !IPV6_CHARS.matcher(h).matches()) return Kind.NAME;
        int zone = h.indexOf('%');
        String s = zone < 0 ? h : h.substring(0, zone);
        if (s.equals("::")) return Kind.UNSPECIFIED;
        if (s.equals("::1") || IPV6_LOOPBACK_LONG.matcher(s).matches()) return Kind.LOOPBACK;
        if (s.startsWith("::ffff:")) {
            int[] v4 = ipv4(s.substring(7));
            if (v4 != null) return classifyV4(v4);
        }
        if (s.startsWith("fd00:ec2::254")) return Kind.METADATA;
        if (IPV6_LINK_LOCAL.matcher(s).matches()) return Kind.METADATA;
        if (IPV6_UNIQUE_LOCAL.matcher(s).matches()) return Kind.PRIVATE;
        return Kind.IP_LITERAL;
    }

    /** Four octets, or null. */
    static int[] ipv4(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length != 4) return null;
        int[] out = new int[4];
        for (int i = 0; i < 4; i++) {
            String p = parts[i];
            if (p.isEmpty() || p.length() > 3) return null;
            for (int j = 0; j < p.length(); j++) if (!Character.isDigit(p.charAt(j))) return null;
            out[i] = Integer.parseInt(p);
            if (out[i] > 255) return null;
        }
        return out;
    }
}
