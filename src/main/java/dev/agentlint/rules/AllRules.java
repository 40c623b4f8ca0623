package dev.agentlint.rules;

import dev.agentlint.check.Rule;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.IgnoreRules;
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
import dev.agentlint.rules.container.AgentContainerDeviceAccess;
import dev.agentlint.rules.container.AgentContainerNetworkOpen;
import dev.agentlint.rules.container.AgentContainerNotRemoved;
import dev.agentlint.rules.container.AgentContainerNotHardened;
import dev.agentlint.rules.container.AgentContainerWithoutLimits;
import dev.agentlint.rules.container.AgentImageNotPinned;
import dev.agentlint.rules.container.ConfinementDisabled;
import dev.agentlint.rules.container.DangerousCapabilityAdded;
import dev.agentlint.rules.container.ExtraHostDirectoryShared;
import dev.agentlint.rules.container.HostNamespaceShared;
import dev.agentlint.rules.container.HostNetworkMode;
import dev.agentlint.rules.container.IsolationConfigWritable;
import dev.agentlint.rules.container.MountSourceEscapesUpward;
import dev.agentlint.rules.container.PortPublishedOnAllInterfaces;
import dev.agentlint.rules.container.PrivilegedContainer;
import dev.agentlint.rules.container.RawHostDevicePassed;
import dev.agentlint.rules.container.ProxyOnlyEgressControl;
import dev.agentlint.rules.container.RuntimeSocketMounted;
import dev.agentlint.rules.container.SensitiveHostPathMounted;
import dev.agentlint.rules.codex.CodexBroadProjectTrust;
import dev.agentlint.rules.codex.CodexNetworkWithoutProxy;
import dev.agentlint.rules.codex.CodexProjectConfigLoosens;
import dev.agentlint.rules.codex.CodexProxyExposed;
import dev.agentlint.rules.codex.CodexShellEnvPassesSecrets;
import dev.agentlint.rules.codex.CodexWindowsSandboxUnelevated;
import dev.agentlint.rules.env.HostEnvironmentPassedIn;
import dev.agentlint.rules.env.HostSecretPassedIn;
import dev.agentlint.rules.env.LiteralSecret;
import dev.agentlint.rules.env.PlaintextCredentialFile;
import dev.agentlint.rules.env.SecretFileSharedWithAgent;
import dev.agentlint.rules.env.TlsVerificationDisabled;
import dev.agentlint.rules.general.NotChecked;
import dev.agentlint.rules.general.ParseError;
import dev.agentlint.rules.general.SymlinkEscapesTree;
import dev.agentlint.rules.general.UnresolvedReference;
import dev.agentlint.rules.mcp.McpLocalHttpServer;
import dev.agentlint.rules.mcp.McpLocalHttpWithoutAuth;
import dev.agentlint.rules.mcp.McpPlaintextHttp;
import dev.agentlint.rules.mcp.McpServerAllInterfaces;
import dev.agentlint.rules.workflow.AgentWorkflowOpenToAnyone;
import dev.agentlint.rules.workflow.AgentWorkflowUntrustedCheckout;
import dev.agentlint.rules.workflow.AgentWorkflowUntrustedConfig;
import dev.agentlint.rules.workflow.AgentWorkflowWriteToken;
import dev.agentlint.rules.workflow.CodexActionKeyReadable;
import dev.agentlint.rules.service.AgentServiceAutostarts;
import dev.agentlint.rules.service.AgentServiceLeavesProcesses;
import dev.agentlint.rules.service.AgentServiceUnhardened;
import dev.agentlint.rules.vm.VmNetworkExposed;
import dev.agentlint.rules.vm.VmSshAgentForwarded;
import dev.agentlint.rules.vm.WsbHostDeviceShared;
import dev.agentlint.rules.vm.WsbMappedFolderWritable;
import dev.agentlint.rules.vm.WsbNetworkingEnabled;
import dev.agentlint.rules.vm.WslBootCommandOnWindowsDrive;
import dev.agentlint.rules.vm.WslConnectivityNotIsolation;
import dev.agentlint.rules.vm.WslDrivesAutomounted;
import dev.agentlint.rules.vm.WslFirewallDisabled;
import dev.agentlint.rules.vm.WslInteropEnabled;
import dev.agentlint.rules.vm.WslWindowsPathAppended;
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
        rules.addAll(containers());
        rules.addAll(codex());
        rules.addAll(mcp());
        rules.addAll(workflows());
        rules.addAll(virtualMachines());
        rules.addAll(services());
        return rules;
    }

    /** Every rule, with the filter's rules about ignores (reported by the filter stage, not run by the checker). */
    public static RuleCatalog catalog() {
        return new RuleCatalog(all(), IgnoreRules.ALL);
    }

    private static List<Rule> general() {
        return List.of(new ParseError(), new NotChecked(), new SymlinkEscapesTree(), new UnresolvedReference());
    }

    private static List<Rule> environment() {
        return List.of(new LiteralSecret(), new TlsVerificationDisabled(), new HostEnvironmentPassedIn(), new HostSecretPassedIn(),
                new SecretFileSharedWithAgent(), new PlaintextCredentialFile());
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

    /** Mounts, ports and container workloads, whichever format describes them. */
    private static List<Rule> containers() {
        return List.of(new RuntimeSocketMounted(), new SensitiveHostPathMounted(), new MountSourceEscapesUpward(),
                new ExtraHostDirectoryShared(), new PortPublishedOnAllInterfaces(), new PrivilegedContainer(),
                new DangerousCapabilityAdded(), new RawHostDevicePassed(), new ConfinementDisabled(), new HostNamespaceShared(),
                new HostNetworkMode(),
                new AgentContainerNotHardened(), new AgentContainerWithoutLimits(), new AgentContainerNetworkOpen(),
                new ProxyOnlyEgressControl(), new AgentImageNotPinned(), new AgentContainerNotRemoved(),
                new AgentContainerDeviceAccess(), new IsolationConfigWritable());
    }

    private static List<Rule> codex() {
        return List.of(new CodexNetworkWithoutProxy(), new CodexProjectConfigLoosens(), new CodexBroadProjectTrust(),
                new CodexWindowsSandboxUnelevated(), new CodexShellEnvPassesSecrets(), new CodexProxyExposed());
    }

    private static List<Rule> workflows() {
        return List.of(new AgentWorkflowWriteToken(), new AgentWorkflowUntrustedCheckout(), new AgentWorkflowUntrustedConfig(),
                new AgentWorkflowOpenToAnyone(), new CodexActionKeyReadable());
    }

    private static List<Rule> mcp() {
        return List.of(new McpServerAllInterfaces(), new McpLocalHttpWithoutAuth(), new McpPlaintextHttp(),
                new McpLocalHttpServer());
    }

    private static List<Rule> virtualMachines() {
        return List.of(new VmSshAgentForwarded(), new VmNetworkExposed(), new WsbNetworkingEnabled(), new WsbMappedFolderWritable(),
                new WsbHostDeviceShared(), new WslDrivesAutomounted(), new WslInteropEnabled(), new WslWindowsPathAppended(),
                new WslBootCommandOnWindowsDrive(), new WslConnectivityNotIsolation(), new WslFirewallDisabled());
    }

    private static List<Rule> services() {
        return List.of(new AgentServiceUnhardened(), new AgentServiceLeavesProcesses(), new AgentServiceAutostarts());
    }
}
