package dev.agentlint.rules;

import dev.agentlint.check.Rule;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.filter.IgnoreRules;
import dev.agentlint.rules.agent.BroadShellPermission;
import dev.agentlint.rules.agent.CredentialsReadableInSandbox;
import dev.agentlint.rules.agent.EgressAllowlistTooBroad;
import dev.agentlint.rules.agent.EgressLocalBinding;
import dev.agentlint.rules.agent.EgressUnixSocket;
import dev.agentlint.rules.agent.PermissionBypassByDefault;
import dev.agentlint.rules.agent.RunsOnLoad;
import dev.agentlint.rules.agent.SandboxExcludedCommand;
import dev.agentlint.rules.agent.SandboxHostFallback;
import dev.agentlint.rules.command.CodexExecWithoutSandbox;
import dev.agentlint.rules.command.IsolationFallbackToHost;
import dev.agentlint.rules.command.ListenerOnAllInterfaces;
import dev.agentlint.rules.command.PermissionBypassOutsideIsolation;
import dev.agentlint.rules.command.SandboxExecOnlyIsolation;
import dev.agentlint.rules.command.UnpinnedAgentPackage;
import dev.agentlint.rules.command.WslWorkspaceOnWindowsDrive;
import dev.agentlint.rules.env.LiteralSecret;
import dev.agentlint.rules.env.TlsVerificationDisabled;
import dev.agentlint.rules.general.ParseError;
import dev.agentlint.rules.general.SymlinkEscapesTree;
import java.util.ArrayList;
import java.util.List;

/** Every rule agentlint runs, grouped by the facts they read. */
public final class AllRules {

    private AllRules() {}

    public static List<Rule> all() {
        List<Rule> rules = new ArrayList<>();
        rules.addAll(general());
        rules.addAll(environment());
        rules.addAll(agentPolicy());
        rules.addAll(commands());
        return rules;
    }

    /** Every rule, with the filter's rules about ignores (reported by the filter stage, not run by the checker). */
    public static RuleCatalog catalog() {
        return new RuleCatalog(all(), IgnoreRules.ALL);
    }

    private static List<Rule> general() {
        return List.of(new ParseError(), new SymlinkEscapesTree());
    }

    private static List<Rule> environment() {
        return List.of(new LiteralSecret(), new TlsVerificationDisabled());
    }

    private static List<Rule> commands() {
        return List.of(new PermissionBypassOutsideIsolation(), new IsolationFallbackToHost(), new CodexExecWithoutSandbox(),
                new ListenerOnAllInterfaces(), new UnpinnedAgentPackage(), new SandboxExecOnlyIsolation(),
                new WslWorkspaceOnWindowsDrive());
    }

    private static List<Rule> agentPolicy() {
        return List.of(new PermissionBypassByDefault(), new SandboxHostFallback(), new SandboxExcludedCommand(),
                new BroadShellPermission(), new EgressAllowlistTooBroad(), new EgressLocalBinding(), new EgressUnixSocket(),
                new CredentialsReadableInSandbox(), new RunsOnLoad());
    }
}
