package dev.agentlint.model;

import dev.agentlint.base.Phrase;

/**
 * Where a command runs, as far as the file shows: this decides how severe a permission-skipping
 * flag is (an error on the host, the intended use inside an offline, hardened container).
 *
 * @param kind        host, container, VM, CI runner, guarded (the script refuses to run outside isolation) or unknown
 * @param description human words for messages ("compose service agent", "systemd ExecStart", "Lima guest")
 * @param workload    the container the command runs in, when it is known (so a rule can judge the
 *                    command by that container's isolation); null otherwise
 * @param vm          likewise the VM the command runs in, when this file describes it (a Lima
 *                    provision script, a Windows Sandbox logon command); null otherwise
 * @param launch      the launch whose definition (in another file) decides where the command runs,
 *                    when there is one ({@code docker compose run agent …}); null otherwise
 */
public record ExecContext(Kind kind, Phrase description, Workload workload, VirtualMachine vm, Launch launch) {

    /**
     * {@code CI_RUNNER}: a machine a CI service creates for one job and discards after it (a
     * GitHub-hosted runner). Disposable like a VM, but online, and holding the job's token and secrets.
     */
    public enum Kind { HOST, CONTAINER, VM, CI_RUNNER, GUARDED, UNKNOWN }

    public ExecContext(Kind kind, Phrase description) {
        this(kind, description, null, null, null);
    }

    public ExecContext(Kind kind, Phrase description, Workload workload) {
        this(kind, description, workload, null, null);
    }

    public ExecContext(Kind kind, Phrase description, Workload workload, VirtualMachine vm) {
        this(kind, description, workload, vm, null);
    }

    /** Inside a container another file defines, which the link stage resolves. */
    public static ExecContext launched(Phrase description, Launch launch) {
        return new ExecContext(Kind.CONTAINER, description, null, null, launch);
    }

    /** Inside a VM another file defines, which the link stage resolves. */
    public static ExecContext launchedVm(Phrase description, Launch launch) {
        return new ExecContext(Kind.VM, description, null, null, launch);
    }

    /** The launch resolved to the VM that defines it (by the link stage). */
    public ExecContext resolvedTo(VirtualMachine definition) {
        return new ExecContext(kind, Phrase.of("{place} ({file})", "place", description, "file", definition.anchor().file().displayPath()), null, definition,
                launch.resolved());
    }

    /** The launch resolved to the workload that defines it (by the link stage). */
    public ExecContext resolvedTo(Workload definition) {
        return new ExecContext(kind, Phrase.of("{place} ({file})", "place", definition.description(), "file", definition.anchor().file().displayPath()),
                definition, vm, launch.resolved());
    }

    /** The launch looked at by the link stage and not resolved. */
    public ExecContext notResolved(Phrase why) {
        return new ExecContext(kind, description, workload, vm, launch.notResolved(why));
    }

    public static ExecContext host(Phrase description) {
        return new ExecContext(Kind.HOST, description);
    }

    public static ExecContext container(Phrase description) {
        return new ExecContext(Kind.CONTAINER, description);
    }

    /** Inside a container whose settings agentlint read. */
    public static ExecContext container(Workload workload) {
        return new ExecContext(Kind.CONTAINER, workload.description(), workload);
    }

    /** Inside a VM whose settings are not in this file ({@code limactl shell}, {@code vagrant ssh -c}). */
    public static ExecContext vm(Phrase description) {
        return new ExecContext(Kind.VM, description);
    }

    /** Inside a VM this file describes, so a rule can judge the command by that VM's isolation. */
    public static ExecContext vm(Phrase description, VirtualMachine vm) {
        return new ExecContext(Kind.VM, description, null, vm);
    }

    public static ExecContext ciRunner(Phrase description) {
        return new ExecContext(Kind.CI_RUNNER, description);
    }
}
