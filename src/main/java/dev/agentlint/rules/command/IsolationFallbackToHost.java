package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import java.util.regex.Pattern;

/** A launcher that runs the agent on the bare host when its container, VM or sandbox is unavailable. */
public final class IsolationFallbackToHost implements Rule {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    @Override
    public String id() {
        return "isolation-fallback-to-host";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Command c : facts.commands()) {
            if (c.agent().isEmpty() || !Isolation.hostSide(c)) continue;
            for (Command.Condition cond : c.conditions()) {
                boolean fallback = !cond.holds() && (cond.probe() == Command.Probe.ISOLATED_RUN
                        || cond.probe() == Command.Probe.ISOLATION_AVAILABLE);
                if (!fallback) continue;
                Message m = Message.of(cond.probe() == Command.Probe.ISOLATED_RUN ? "isolated-run-fails" : "isolation-check-fails",
                        "test", abbreviate(cond.test()), "agent", c.agent().get(), "where", c.context().description());
                out.add(c.location().withSpan(c.argv().get(0).span()), m, c.agent().get() + " after " + cond.test());
                break;
            }
        }
    }

    static String abbreviate(String s) {
        String one = WHITESPACE.matcher(s).replaceAll(" ").strip();
        return one.length() > 60 ? one.substring(0, 57) + "…" : one;
    }
}
