package dev.agentlint.rules.container;

import dev.agentlint.check.Fix;
import dev.agentlint.model.Limit;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.SecurityOption;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * What each kind of container file writes to fix a workload, as intents at the places its facts
 * name: the keys below the service, container or section the workload is anchored at, the words
 * after a run line's {@code run}. Like {@link dev.agentlint.model.Spelling} for messages, it is the one place that
 * knows how each source spells a setting. Null wherever the fix could not be exact: a setting
 * already written in a way that a new one would not override, a run line without a known
 * {@code run} word.
 */
final class ContainerFixes {

    /**
     * Conservative limits for an agent session: a fork bomb or a runaway build is stopped while a
     * normal test run fits. Documented in the rule's fix description.
     */
    static final long PIDS = 512;
    static final String MEMORY = "4g";
    static final String KUBE_MEMORY = "4Gi";
    static final long CPUS = 2;

    private ContainerFixes() {}

    /** {@code cap_drop: [ALL]} and {@code no-new-privileges}, for those of the two that are missing. */
    static Fix.Intent harden(Workload w, boolean drop, boolean noNewPrivileges) {
        if (!drop && !noNewPrivileges) return null;
        // A later definition resets what this one would write (cap_drop: !reset []): a fix here would be undone.
        if (!w.hardeningResets().isEmpty()) return null;
        // An explicit no-new-privileges=false is a choice a second option might not override: left to the user.
        Located<SecurityOption> written = w.securityOpt("no-new-privileges");
        // (Quadlet's own NoNewPrivileges= is the one key the fix rewrites where it is.)
        if (noNewPrivileges && written != null && !(w.source() == Workload.Source.QUADLET
                && key(w, "NoNewPrivileges").path().equals(written.location().path()))) return null;
        List<Fix.Intent> parts = new ArrayList<>();
        switch (w.source()) {
            case COMPOSE -> {
                if (drop) parts.add(new Fix.Add(key(w, "cap_drop"), List.of("ALL")));
                if (noNewPrivileges) parts.add(new Fix.Add(key(w, "security_opt"), List.of("no-new-privileges:true")));
            }
            case KUBE -> {
                // A privileged container cannot also refuse privilege escalation: the API rejects the pair.
                if (noNewPrivileges && w.isPrivileged()) return null;
                if (drop) parts.add(new Fix.Add(key(w, "securityContext", "capabilities", "drop"), List.of("ALL")));
                if (noNewPrivileges) parts.add(new Fix.Set(key(w, "securityContext", "allowPrivilegeEscalation"), false));
            }
            case QUADLET -> {
                if (drop) parts.add(new Fix.Add(key(w, "DropCapability"), List.of("ALL")));
                if (noNewPrivileges) parts.add(new Fix.Set(key(w, "NoNewPrivileges"), "true"));
            }
            case DEVCONTAINER -> {
                if (drop) parts.add(new Fix.Add(key(w, "runArgs"), List.of("--cap-drop=ALL")));
                if (noNewPrivileges) parts.add(new Fix.Add(key(w, "securityOpt"), List.of("no-new-privileges")));
            }
            case RUN_COMMAND -> {
                List<String> words = new ArrayList<>();
                if (drop) words.add("--cap-drop=ALL");
                if (noNewPrivileges) words.add("--security-opt=no-new-privileges");
                return options(w, words);
            }
        }
        return all(parts);
    }

    /** The missing limits, with the conservative values above. */
    static Fix.Intent limit(Workload w, boolean pids, boolean memory, boolean cpus) {
        if (!pids && !memory && !cpus) return null;
        List<Fix.Intent> parts = new ArrayList<>();
        switch (w.source()) {
            case COMPOSE -> {
                if (pids && !add(parts, w, w.pidsLimit(), PIDS, "pids_limit", "pids")) return null;
                if (memory && !add(parts, w, w.memoryLimit(), MEMORY, "mem_limit", "memory")) return null;
                if (cpus && !add(parts, w, w.cpuLimit(), CPUS, "cpus", "cpus")) return null;
            }
            case KUBE -> {
                // Podman reads the process limit from an annotation of the pod, not the container.
                if (pids) return null;
                if (memory && !add(parts, w, w.memoryLimit(), KUBE_MEMORY, null, "memory", "resources", "limits", "memory")) return null;
                if (cpus && !add(parts, w, w.cpuLimit(), String.valueOf(CPUS), null, "cpu", "resources", "limits", "cpu")) return null;
            }
            case QUADLET -> {
                if (pids && !add(parts, w, w.pidsLimit(), PIDS, "PidsLimit", "PidsLimit")) return null;
                if (memory && !add(parts, w, w.memoryLimit(), MEMORY, "Memory", "Memory")) return null;
                if (cpus) {
                    if (w.cpuLimit() != null) return null;
                    parts.add(new Fix.Add(key(w, "PodmanArgs"), List.of("--cpus=" + CPUS)));
                }
            }
            case DEVCONTAINER, RUN_COMMAND -> {
                // A flag added before one already written would be overridden by it.
                if (pids && w.pidsLimit() != null || memory && w.memoryLimit() != null || cpus && w.cpuLimit() != null) return null;
                List<String> flags = new ArrayList<>();
                if (pids) flags.add("--pids-limit=" + PIDS);
                if (memory) flags.add("--memory=" + MEMORY);
                if (cpus) flags.add("--cpus=" + CPUS);
                if (w.source() == Workload.Source.RUN_COMMAND) return options(w, flags);
                parts.add(new Fix.Add(key(w, "runArgs"), flags));
            }
        }
        return all(parts);
    }

    /**
     * Privileged mode switched off where one place writes it: the boolean set to false, a
     * {@code --privileged} word removed. Null for what neither is (a Feature that needs it, a
     * quoted word, {@code --privileged=true}).
     */
    static Fix.Intent unprivileged(Workload w, Location at) {
        String path = at.path() == null ? "" : at.path();
        // The run-argument readers name a flag's place after the flag (RunArgs).
        if (path.endsWith("/--privileged")) {
            return new Fix.Words(at, List.of(new Word("--privileged", at.span(), true)), List.of());
        }
        boolean key = switch (w.source()) {
            case COMPOSE, DEVCONTAINER -> path.equals(w.anchor().path() + "/privileged");
            case KUBE -> path.equals(w.anchor().path() + "/securityContext/privileged");
            case QUADLET, RUN_COMMAND -> false;
        };
        return key ? new Fix.Set(at, false) : null;
    }

    /**
     * A limit set (written but not limiting: replaced where it is, when it is written at one of
     * the keys this fix writes; else added at {@code key}).
     */
    private static boolean add(List<Fix.Intent> parts, Workload w, Located<Limit> written, Object value, String key, String leaf, String... nested) {
        if (written != null) {
            String path = written.location().path();
            if (path == null || !(path.endsWith("/" + leaf) || key != null && path.endsWith("/" + key))) return false;
            parts.add(new Fix.Set(written.location(), value));
            return true;
        }
        parts.add(new Fix.Set(nested.length > 0 ? key(w, nested) : key(w, key), value));
        return true;
    }

    private static Fix.Intent options(Workload w, List<String> words) {
        Word after = w.optionsAfter();
        if (after == null || words.isEmpty()) return null;
        return new Fix.AddWords(w.anchor().withSpan(after.span()), after, words);
    }

    /** A key below the workload's own mapping or section. */
    private static Location key(Workload w, String... keys) {
        Location at = w.anchor();
        for (String k : keys) at = at.child(k, w.anchor().span());
        return at;
    }

    private static Fix.Intent all(List<Fix.Intent> parts) {
        if (parts.isEmpty()) return null;
        return parts.size() == 1 ? parts.get(0) : new Fix.All(parts);
    }
}
