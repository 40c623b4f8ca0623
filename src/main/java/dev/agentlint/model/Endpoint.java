package dev.agentlint.model;

import java.util.Locale;

/**
 * A network endpoint as written in a URL ({@code http://u@[::1]:3000/mcp}), a {@code host[:port]}
 * ({@code proxy.lan:3128}), a bind address ({@code 0.0.0.0}, {@code [::]:8081}) or an allowlist
 * pattern ({@code *.example.com}), read once and without ever resolving a name.
 *
 * <p>The authority follows RFC 3986: an optional {@code scheme://}, then {@code userinfo@}, a host
 * (an IPv6 literal in brackets, with an RFC 6874 zone {@code %25eth0}) and {@code :port}; a path,
 * query or fragment ({@code /}, {@code ?}, {@code #}) ends it. Outside a URL a bare IPv6 literal
 * ({@code ::1}, {@code fe80::1%eth0}) is read whole, since its colons cannot be a port. IPv4
 * literals are the four-part dotted decimal form only: {@code 127.1} or {@code 0x7f.0.0.1} are read
 * as names.
 *
 * @param written as written, for messages
 * @param scheme  the URL scheme in lower case ({@code http}, {@code socks5h}); null when none is
 *                written, or it is not a scheme (a variable such as {@code ${SCHEME}://})
 * @param host    in lower case, IPv6 without brackets (its zone kept), one trailing dot of an
 *                absolute name dropped; empty when none is written ({@code :8080})
 * @param port    the port, or -1 when none (or no number) is written
 * @param kind    what the host is
 */
public record Endpoint(String written, String scheme, String host, int port, Kind kind) {

    /** What a host is, by its name or address alone. */
    public enum Kind {
        /** {@code *}: every host. */
        ANY("matches every host"),
        /** {@code 0.0.0.0}, {@code ::}: every interface. */
        UNSPECIFIED("means every interface"),
        /** {@code 127.0.0.0/8}, {@code ::1}, {@code localhost}, and the names engines give the host machine. */
        LOOPBACK("is the loopback interface"),
        /** Cloud metadata services and link-local ranges. */
        METADATA("is a cloud metadata / link-local address"),
        /** RFC 1918, shared (CGNAT) and unique-local addresses, and LAN-only names ({@code .local}, {@code .internal}). */
        PRIVATE("is a private (LAN) address"),
        /** A public IP literal: bypasses name-based filtering. */
        IP_LITERAL("is an IP literal"),
        /** Any other host name or pattern (also an empty or unreadable host). */
        NAME("is a host name");

        private final String description;

        Kind(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    private static final int MAX_SCHEME = 16;
    private static final int MAX_IPV6 = 64;

    /** Reads an endpoint; never null, whatever the text (an empty host and kind NAME when nothing reads as one). */
    public static Endpoint parse(String written) {
        String text = written == null ? "" : written;
        String s = text.strip();
        String scheme = null;
        int sep = s.indexOf("://");
        if (sep >= 0) {
            String prefix = s.substring(0, sep);
            if (isScheme(prefix)) {
                scheme = prefix.toLowerCase(Locale.ROOT);
                s = s.substring(sep + 3);
            } else if (noneOf(prefix, "/?#@")) {
                s = s.substring(sep + 3); // a scheme written as a variable: ${SCHEME}://host
            }
        } else if (s.startsWith("//")) {
            s = s.substring(2); // a network-path reference: //host:port/path
        }
        int end = 0;
        while (end < s.length() && "/?#".indexOf(s.charAt(end)) < 0) end++;
        String authority = s.substring(0, end);
        int at = authority.lastIndexOf('@');
        if (at >= 0) authority = authority.substring(at + 1);

        String host;
        String port = "";
        if (authority.startsWith("[")) {
            int close = authority.indexOf(']');
            host = close > 0 ? authority.substring(1, close) : authority.substring(1);
            if (close > 0 && authority.startsWith(":", close + 1)) port = authority.substring(close + 2);
            // RFC 6874: a zone in a URL is written %25eth0.
            int zone = host.indexOf("%25");
            if (zone >= 0) host = host.substring(0, zone) + "%" + host.substring(zone + 3);
        } else {
            int colon = authority.indexOf(':');
            // One colon is a port; several mean a bare IPv6 literal.
            if (colon >= 0 && colon == authority.lastIndexOf(':')) {
                host = authority.substring(0, colon);
                port = authority.substring(colon + 1);
            } else {
                host = authority;
            }
        }
        host = host.toLowerCase(Locale.ROOT);
        if (host.length() > 1 && host.endsWith(".") && ".*".indexOf(host.charAt(host.length() - 2)) < 0) {
            host = host.substring(0, host.length() - 1);
        }
        return new Endpoint(text, scheme, host, port(port), classify(host));
    }

    /** Reads an endpoint and keeps where it is written. */
    public static Located<Endpoint> parse(Located<String> written) {
        return new Located<>(parse(written.value()), written.location());
    }

    public boolean isLoopback() {
        return kind == Kind.LOOPBACK;
    }

    /** {@code 0.0.0.0} or {@code ::}: a listener bound there takes connections on every interface. */
    public boolean isAllInterfaces() {
        return kind == Kind.UNSPECIFIED;
    }

    /**
     * Whether the host is an IP address rather than a name: programs that bind to an address without
     * resolving names (Codex's proxy) treat a name as loopback.
     */
    public boolean isIpLiteral() {
        return ipv4(host) != null || ipv6(host) != null;
    }

    /** Whether the host is an IPv6 literal. */
    public boolean isIpv6() {
        return ipv6(host) != null;
    }

    /** Whether a connection to it goes without TLS: {@code http://}, {@code ws://} (not {@code https}, {@code wss}). */
    public boolean plaintext() {
        return "http".equals(scheme) || "ws".equals(scheme);
    }

    /**
     * A host name without a domain ({@code http://jenkins:8080}): a container-network service or a
     * name the local resolver completes. Where it is and what the path to it crosses cannot be told.
     */
    public boolean singleLabel() {
        return kind == Kind.NAME && host.indexOf('.') < 0;
    }

    /** Served from this machine or the local network rather than by a public service. */
    public boolean local() {
        return kind == Kind.LOOPBACK || kind == Kind.UNSPECIFIED || kind == Kind.PRIVATE;
    }

    /**
     * Whether the host is missing or comes from a variable ({@code ${MCP_HOST}}, {@code $HOST},
     * {@code %HOST%}, {@code {{host}}}), so where the endpoint is cannot be told.
     */
    public boolean hostUnknown() {
        if (host.isEmpty() || host.indexOf('$') >= 0 || host.indexOf('{') >= 0 || host.indexOf('}') >= 0) return true;
        return host.indexOf('%') >= 0 && ipv6(host) == null;
    }

    private static Kind classify(String h) {
        if (h.equals("*") || h.equals("*.*") || h.equals("**")) return Kind.ANY;
        if (h.equals("localhost") || h.endsWith(".localhost")) return Kind.LOOPBACK;
        if (h.equals("metadata.google.internal") || h.equals("metadata") || h.equals("instance-data")
                || h.equals("metadata.azure.com")) return Kind.METADATA;
        // The names container engines and VMs give the host machine: its loopback services answer there.
        if (h.equals("host.docker.internal") || h.equals("host.containers.internal") || h.equals("host.lima.internal")
                || h.equals("gateway.docker.internal")) return Kind.LOOPBACK;
        int[] v4 = ipv4(h);
        if (v4 != null) return classifyV4(v4);
        int[] v6 = ipv6(h);
        if (v6 != null) return classifyV6(v6);
        if (h.endsWith(".local") || h.endsWith(".internal") || h.endsWith(".lan") || h.endsWith(".home.arpa")) return Kind.PRIVATE;
        return Kind.NAME;
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

    /** By the eight 16-bit groups of an IPv6 address. */
    private static Kind classifyV6(int[] g) {
        boolean zeroPrefix = g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0 && g[4] == 0;
        if (zeroPrefix && g[5] == 0 && g[6] == 0 && g[7] == 0) return Kind.UNSPECIFIED;
        if (zeroPrefix && g[5] == 0 && g[6] == 0 && g[7] == 1) return Kind.LOOPBACK;
        // ::ffff:a.b.c.d is the IPv4 address a.b.c.d.
        if (zeroPrefix && g[5] == 0xffff) return classifyV4(new int[] {g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff});
        // fd00:ec2::254: the AWS instance metadata service over IPv6.
        if (g[0] == 0xfd00 && g[1] == 0x0ec2 && g[2] == 0 && g[3] == 0 && g[4] == 0 && g[5] == 0 && g[6] == 0 && g[7] == 0x254) {
            return Kind.METADATA;
        }
        if ((g[0] & 0xffc0) == 0xfe80) return Kind.METADATA; // fe80::/10, link-local
        if ((g[0] & 0xfe00) == 0xfc00) return Kind.PRIVATE; // fc00::/7, unique local
        return Kind.IP_LITERAL;
    }

    /** Four octets of a dotted-decimal IPv4 address, or null. */
    private static int[] ipv4(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length != 4) return null;
        int[] out = new int[4];
        for (int i = 0; i < 4; i++) {
            String p = parts[i];
            if (p.isEmpty() || p.length() > 3) return null;
            for (int j = 0; j < p.length(); j++) if (p.charAt(j) < '0' || p.charAt(j) > '9') return null;
            out[i] = Integer.parseInt(p);
            if (out[i] > 255) return null;
        }
        return out;
    }

    /** The eight groups of an IPv6 address (a zone after {@code %} allowed, and ignored), or null. */
    private static int[] ipv6(String s) {
        if (s.length() > MAX_IPV6 || s.indexOf(':') < 0) return null;
        int zone = s.indexOf('%');
        if (zone >= 0) {
            if (zone == s.length() - 1 || !zoneId(s.substring(zone + 1))) return null;
            s = s.substring(0, zone);
        }
        int gap = s.indexOf("::");
        if (gap >= 0 && s.indexOf("::", gap + 1) >= 0) return null;
        int[] head = groups(gap >= 0 ? s.substring(0, gap) : s);
        int[] tail = gap >= 0 ? groups(s.substring(gap + 2)) : new int[0];
        if (head == null || tail == null) return null;
        int written = head.length + tail.length;
        if (gap < 0 ? written != 8 : written > 7) return null;
        int[] out = new int[8];
        System.arraycopy(head, 0, out, 0, head.length);
        System.arraycopy(tail, 0, out, 8 - tail.length, tail.length);
        return out;
    }

    /** Colon-separated hex groups, the last of which may be a dotted IPv4 address (two groups); empty for "". */
    private static int[] groups(String s) {
        if (s.isEmpty()) return new int[0];
        String[] parts = s.split(":", -1);
        int last = parts.length - 1;
        int[] v4 = parts[last].indexOf('.') >= 0 ? ipv4(parts[last]) : null;
        if (parts[last].indexOf('.') >= 0 && v4 == null) return null;
        int[] out = new int[parts.length + (v4 == null ? 0 : 1)];
        for (int i = 0; i < parts.length - (v4 == null ? 0 : 1); i++) {
            String p = parts[i];
            if (p.isEmpty() || p.length() > 4) return null;
            for (int j = 0; j < p.length(); j++) if (!isHex(p.charAt(j))) return null;
            out[i] = Integer.parseInt(p, 16);
        }
        if (v4 != null) {
            out[last] = v4[0] << 8 | v4[1];
            out[last + 1] = v4[2] << 8 | v4[3];
        }
        return out;
    }

    /** RFC 6874 zone: unreserved characters ({@code eth0}, {@code en0}, {@code 3}). */
    private static boolean zoneId(String z) {
        for (int i = 0; i < z.length(); i++) {
            char c = z.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '~' || c == '-')) return false;
        }
        return true;
    }

    /** RFC 3986 scheme: a letter, then letters, digits, {@code +}, {@code -}, {@code .}. */
    private static boolean isScheme(String s) {
        if (s.isEmpty() || s.length() > MAX_SCHEME || !isLetter(s.charAt(0))) return false;
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!isLetter(c) && !(c >= '0' && c <= '9') && "+-.".indexOf(c) < 0) return false;
        }
        return true;
    }

    private static boolean isHex(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f';
    }

    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean noneOf(String s, String chars) {
        for (int i = 0; i < s.length(); i++) if (chars.indexOf(s.charAt(i)) >= 0) return false;
        return true;
    }

    private static int port(String p) {
        if (p.isEmpty() || p.length() > 5) return -1;
        for (int i = 0; i < p.length(); i++) if (p.charAt(i) < '0' || p.charAt(i) > '9') return -1;
        int n = Integer.parseInt(p);
        return n <= 65535 ? n : -1;
    }
}
