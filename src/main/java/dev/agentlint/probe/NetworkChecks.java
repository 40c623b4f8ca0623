package dev.agentlint.probe;

import java.util.List;
import java.util.Map;

/** Judges connections: a TCP connection that was made is open; refused, unreachable, unresolved or timed out is blocked. */
final class NetworkChecks {

    private static final Map<String, Check> LABELS = Map.of(
            "public-ip", Check.PUBLIC_IP, "public-name", Check.PUBLIC_NAME, "ipv6", Check.IPV6, "doh", Check.DOH,
            "metadata", Check.METADATA, "gateway", Check.GATEWAY, "host-alias", Check.HOST_ALIAS, "loopback", Check.LOOPBACK,
            "private", Check.PRIVATE, "target", Check.TARGET);

    private NetworkChecks() {}

    static void judge(Evidence e, List<CheckResult> out) {
        boolean direct = false;
        for (Evidence.Line l : e.all("net", "tcp")) {
            Check check = LABELS.getOrDefault(l.field(1), Check.TARGET);
            String state = l.field(2);
            String host = l.field(3);
            String subject = (host.contains(":") ? "[" + host + "]" : host) + ":" + l.field(4);
            CheckResult r = tcp(check, subject, state);
            if (r.outcome() == Outcome.OPEN && (check == Check.PUBLIC_IP || check == Check.PUBLIC_NAME || check == Check.IPV6)) direct = true;
            out.add(r);
        }
        for (Evidence.Line l : e.all("net", "dns")) {
            String via = l.field(1);
            String state = l.field(2);
            String subject = l.rest(3) + (via.equals("system") ? " (system resolver)" : " (" + via.replace("udp-", "UDP to ") + ")");
            out.add(switch (state) {
                case "resolved" -> new CheckResult(Check.DNS, subject, Outcome.OPEN, "resolved: names outside can be looked up");
                case "failed", "timeout" -> new CheckResult(Check.DNS, subject, Outcome.BLOCKED, "not resolved (" + state + ")");
                case "no-tool" -> new CheckResult(Check.DNS, subject, Outcome.ERROR, "no resolver tool (getent, nslookup or node) to try with");
                default -> new CheckResult(Check.DNS, subject, Outcome.ERROR, "unexpected state '" + state + "'");
            });
        }
        if (e.value("env", "proxy-variables").isPresent()) {
            out.add(direct
                    ? new CheckResult(Check.PROXY_BYPASS, "", Outcome.OPEN, "proxy variables are set, yet a direct connection to a public address was made")
                    : new CheckResult(Check.PROXY_BYPASS, "", Outcome.BLOCKED, "proxy variables are set and no direct connection to a public address was made"));
        } else {
            out.add(new CheckResult(Check.PROXY_BYPASS, "", Outcome.NOT_APPLICABLE, "no proxy variables (HTTP_PROXY, HTTPS_PROXY, ALL_PROXY) are set"));
        }
    }

    static CheckResult tcp(Check check, String subject, String state) {
        return switch (state) {
            case "connected" -> new CheckResult(check, subject, Outcome.OPEN, "connected (and closed without writing)");
            case "refused", "unreachable", "unresolved", "timeout" -> new CheckResult(check, subject, Outcome.BLOCKED, state);
            case "no-tool" -> new CheckResult(check, subject, Outcome.ERROR, "no tool to connect with (node, bash, busybox nc or nc)");
            default -> new CheckResult(check, subject, Outcome.ERROR, state.startsWith("error:") ? state.substring(6) : "unexpected state '" + state + "'");
        };
    }
}
