package dev.agentlint.rules.env;

import dev.agentlint.base.Phrase;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.SecretKind;
import dev.agentlint.model.McpServer;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import dev.agentlint.model.Header;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import dev.agentlint.model.Secrets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Long-lived credentials written into what the agent's environment is built from, into
 * the headers its MCP servers are sent, or on its command lines. In the environment of a container
 * that does not run an agent (a database service beside it) only third-party token formats are
 * reported: a demo password for a local service is outside the policy.
 */
public final class LiteralSecret implements Rule {

    @Override
    public String id() {
        return "literal-secret";
    }

    // The secret itself is part of each finding's evidence, so a baseline that accepted one
    // committed secret does not hide the next one written in its place. Evidence is only ever
    // hashed (fingerprints), never printed.
    @Override
    public void check(FileFacts facts, Findings out) {
        Set<EnvVar> besideTheAgent = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Workload w : facts.workloads()) if (!w.isAgent()) besideTheAgent.addAll(w.env());
        List<EnvVar> secrets = new ArrayList<>();
        Map<EnvVar, SecretKind> kinds = new HashMap<>();
        for (EnvVar e : facts.allEnv()) {
            if (e.passThrough()) continue;
            boolean beside = besideTheAgent.contains(e);
            Optional<SecretKind> why = beside
                    ? Secrets.tokenFormat(e.value()).filter(kind -> !kind.isPasswordInUrl())
                    : e.secretKind();
            why.ifPresent(kind -> {
                secrets.add(e);
                kinds.put(e, kind);
            });
        }
        Set<String> reported = new HashSet<>();
        for (EnvVar e : onePerSecret(secrets)) {
            reported.add(e.value());
            boolean beside = besideTheAgent.contains(e);
            out.add(e.location(), Message.of(beside ? "literal-beside" : "literal-in-agent", "name", e.name(), "kind", kinds.get(e).description()),
                    e.name() + "=" + e.value());
        }
        for (Header h : facts.allHeaders()) {
            h.secretKind().ifPresent(kind -> out.add(h.location(),
                    Message.of("header", "name", h.name(), "kind", kind.description()), h.name() + ": " + h.value()));
        }
        for (AgentPolicy p : facts.policies()) {
            for (McpServer m : p.mcpServers()) {
                if (m.url() == null) continue;
                // A token in the query string or credentials before the host: sent with every request, and logged.
                Secrets.tokenFormat(m.url().value()).ifPresent(kind -> out.add(m.url().location(),
                        Message.of("mcp-url", "name", m.name(), "kind", kind.description()), m.url().value()));
            }
        }
        arguments(facts, out, reported);
    }

    /**
     * One finding per secret: a value passed on through variables ({@code K=sk-…; export KEY=$K},
     * {@code export KEY=${KEY}}) is reported once, where the literal is written, else where it first appears.
     */
    private static List<EnvVar> onePerSecret(List<EnvVar> secrets) {
        Map<String, EnvVar> chosen = new LinkedHashMap<>();
        for (EnvVar e : secrets) {
            EnvVar before = chosen.get(e.value());
            if (before == null || !writtenAt(before) && writtenAt(e)) chosen.put(e.value(), e);
        }
        Set<EnvVar> keep = Collections.newSetFromMap(new IdentityHashMap<>());
        keep.addAll(chosen.values());
        return secrets.stream().filter(keep::contains).toList();
    }

    /** True when the value is written in the source text at the variable's location (not a variable's expansion). */
    private static boolean writtenAt(EnvVar e) {
        SourceFile f = e.location().file();
        Span s = e.location().span();
        if (f == null || f.text() == null || f.lines() == null) return true;
        int from = f.lines().offset(s.line(), s.column());
        int to = f.lines().offset(s.endLine(), s.endColumn());
        if (from < 0 || to > f.text().length() || from >= to) return true;
        return f.text().substring(from, to).contains(e.value());
    }

    /** Literal tokens among command arguments ({@code --api-key sk-…}, {@code -H "Authorization: Bearer ghp_…"}). */
    private static void arguments(FileFacts facts, Findings out, Set<String> reported) {
        Set<String> seen = new HashSet<>();
        List<EnvVar> env = facts.allEnv();
        for (Command c : facts.commands()) {
            List<Word> args = c.args();
            for (int i = 0; i < args.size(); i++) {
                Word w = args.get(i);
                Optional<SecretKind> kind = Secrets.tokenFormat(w.value());
                if (kind.isEmpty()) kind = optionValue(args, i);
                if (kind.isEmpty() || !seen.add(w.span().toString())) continue;
                // An assignment that is also an argument (docker run -e KEY=…) is reported as the variable above,
                // and a secret already reported is not reported again where a variable passes it on.
                if (insideAssignment(w, c, env) || containsReported(w.value(), reported)) continue;
                out.add(c.location().withSpan(w.span()), Message.of("argument", "program", c.program(), "kind", kind.get().description()),
                        c.program() + " " + w.value());
            }
        }
    }

    private static boolean insideAssignment(Word w, Command c, List<EnvVar> env) {
        for (EnvVar e : env) {
            if (e.location().file() == c.location().file() && contains(e.location().span(), w.span())) return true;
        }
        return false;
    }

    private static boolean contains(Span outer, Span inner) {
        boolean startsAfter = inner.line() > outer.line() || inner.line() == outer.line() && inner.column() >= outer.column();
        boolean endsBefore = inner.endLine() < outer.endLine()
                || inner.endLine() == outer.endLine() && inner.endColumn() <= outer.endColumn();
        return startsAfter && endsBefore;
    }

    private static boolean containsReported(String value, Set<String> reported) {
        for (String r : reported) if (r.length() >= 8 && value.contains(r)) return true;
        return false;
    }

    /** The value of {@code --api-key=…} or {@code --token …} when the option's name says it is a secret. */
    private static Optional<SecretKind> optionValue(List<Word> args, int i) {
        String v = args.get(i).value();
        if (v.startsWith("--") && v.indexOf('=') > 2) {
            return Secrets.literalSecret(optionName(v.substring(2, v.indexOf('='))), v.substring(v.indexOf('=') + 1));
        }
        if (i > 0 && args.get(i - 1).value().startsWith("--") && args.get(i - 1).value().indexOf('=') < 0
                && !v.startsWith("-")) {
            return Secrets.literalSecret(optionName(args.get(i - 1).value().substring(2)), v);
        }
        return Optional.empty();
    }

    private static String optionName(String option) {
        return option.replace('-', '_').replace('.', '_').toUpperCase(Locale.ROOT);
    }
}
