package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.container.ContainerRun;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Launch;
import dev.agentlint.model.Location;
import dev.agentlint.model.Word;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * Command lines that start an isolated environment and run a command inside it: container
 * engines ({@code docker/podman/nerdctl run|create|exec}, {@code docker compose run|exec}), VMs
 * ({@code limactl shell}, {@code lima}, {@code multipass exec}, {@code vagrant ssh -c},
 * {@code colima ssh}, {@code podman machine ssh}), WSL, {@code ssh}, {@code kubectl exec},
 * {@code devcontainer exec}, and {@code distrobox}/{@code toolbox}, which look like containers
 * but share the home directory and network with the host.
 */
final class Launchers {

    static final Set<String> ENGINES = Set.of("docker", "podman", "nerdctl", "finch");

    private static final Options ENGINE_GLOBAL = new Options(Set.of("--config", "-c", "--context", "-H", "--host", "-l",
            "--log-level", "--tlscacert", "--tlscert", "--tlskey", "--connection", "--url", "--identity", "--root",
            "--runroot", "--storage-driver", "--storage-opt", "--cgroup-manager", "--events-backend", "--network-cmd-path",
            "--runtime", "--tmpdir", "--module", "--conmon", "--imagestore", "--hooks-dir", "--cni-config-dir", "--ssh",
            "--volumepath", "--out", "--namespace", "-n", "--address", "-a", "--snapshotter"));
    private static final Options EXEC = new Options(Set.of("-e", "--env", "--env-file", "-u", "--user", "-w", "--workdir",
            "--detach-keys", "--preserve-fd", "--preserve-fds"));
    private static final Options COMPOSE_GLOBAL = new Options(Set.of("-f", "--file", "-p", "--project-name", "--profile",
            "--project-directory", "--env-file", "--ansi", "--progress", "--parallel"));
    private static final Options COMPOSE_RUN = new Options(Set.of("-e", "--env", "--env-file", "-v", "--volume", "-p",
            "--publish", "-w", "--workdir", "-u", "--user", "--name", "--entrypoint", "-l", "--label", "--cap-add",
            "--cap-drop", "--pull", "--index"));
    private static final Options LIMACTL_GLOBAL = new Options(Set.of("--log-level", "--log-format"));
    private static final Options LIMACTL_SHELL = new Options(Set.of("--workdir", "--shell"));
    private static final Options WSL = new Options(Set.of("-d", "--distribution", "-u", "--user", "--cd", "--shell-type",
            "--distribution-id"));
    private static final Set<String> WSL_MANAGEMENT = Set.of("--install", "-l", "--list", "--shutdown", "--terminate", "-t",
            "--set-default", "-s", "--import", "--export", "--unregister", "--update", "--status", "--version", "-v",
            "--mount", "--unmount", "--set-version", "--set-default-version", "--manage", "--help", "--import-in-place",
            "--debug-shell", "--uninstall");
    private static final Options SSH = new Options(Set.of("-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l",
            "-m", "-O", "-o", "-p", "-Q", "-R", "-S", "-W", "-w", "-B", "-P"));
    private static final Options MULTIPASS = new Options(Set.of("-d", "--working-directory", "-n", "--name"));
    private static final Options DEVCONTAINER = new Options(Set.of("--workspace-folder", "--container-id", "--id-label",
            "--config", "--override-config", "--log-level", "--log-format", "--remote-env", "--docker-path",
            "--docker-compose-path", "--user-data-folder", "--terminal-columns", "--terminal-rows", "--default-user-env-probe"));
    private static final Options DISTROBOX = new Options(Set.of("-n", "--name", "-e", "--exec", "--additional-flags", "-a"));

    private Launchers() {}

    /**
     * The isolated launch this command line is, if it is one.
     *
     * @param at where an argument is written, for the facts a launch records
     */
    static Step next(List<Arg> argv, Function<Arg, Location> at) {
        String name = Probes.base(argv.get(0).value()).toLowerCase(Locale.ROOT);
        if (name.endsWith(".exe")) name = name.substring(0, name.length() - 4);
        Step s = switch (name) {
            case "docker", "podman", "nerdctl", "finch" -> engine(name, argv, at);
            case "container" -> appleContainer(argv, at);
            case "docker-compose", "podman-compose" -> compose(name, argv, 1, at);
            case "limactl" -> limactl(argv, at);
            case "lima" -> argv.size() > 1
                    ? new Step.Launch("lima", 1, false, ExecContext.vm(Phrase.of("Lima VM \"default\"")), null) : null;
            case "wsl" -> wsl(argv);
            case "multipass" -> multipass(argv);
            case "vagrant" -> vagrant(argv);
            case "colima" -> colima(argv);
            case "ssh" -> ssh(argv);
            case "kubectl", "oc" -> kubectl(argv);
            case "devcontainer" -> devcontainer(argv, at);
            case "distrobox", "distrobox-enter" -> distrobox(argv);
            case "toolbox" -> toolbox(argv);
            default -> null;
        };
        return s == null ? new Step.None() : s;
    }

    private static Step engine(String engine, List<Arg> argv, Function<Arg, Location> at) {
        int i = ENGINE_GLOBAL.skip(argv, 1);
        if (i >= argv.size()) return null;
        String sub = argv.get(i).value();
        if (sub.equals("container") && i + 1 < argv.size()) sub = argv.get(++i).value();
        if (sub.equals("compose")) return compose(engine + " compose", argv, i + 1, at);
        if (sub.equals("machine") && i + 2 < argv.size() && argv.get(i + 1).value().equals("ssh")) {
            int first = new Options(Set.of("--username")).skip(argv, i + 2);
            if (argv.size() - first >= 2) first++;
            return first < argv.size()
                    ? new Step.Launch(engine + " machine ssh", first, true, ExecContext.vm(Phrase.of("{engine} machine", "engine", engine)), null) : null;
        }
        if (sub.equals("run") || sub.equals("create")) {
            List<Word> words = new ArrayList<>();
            for (Arg a : argv.subList(i + 1, argv.size())) words.add(new Word(a.value(), at.apply(a).span(), a.literal()));
            Location first = at.apply(argv.get(0));
            Location line = first.withSpan(first.span().union(at.apply(argv.get(argv.size() - 1)).span()));
            // Whether it runs an agent (its command, a --name configuration marks) is decided once the stage has walked the file.
            Arg subcommand = argv.get(i);
            ContainerRun.Result run = ContainerRun.read(engine, new Word(subcommand.value(), at.apply(subcommand).span(), subcommand.literal()),
                    words, line);
            if (run.image() < 0) return null;
            int image = i + 1 + run.image();
            return new Step.Launch(engine + " " + sub, image + 1, false, ExecContext.container(run.workload()), argv.get(image));
        }
        if (sub.equals("exec")) {
            int container = EXEC.skip(argv, i + 1);
            if (container + 1 >= argv.size()) return null;
            Arg c = argv.get(container);
            Launch launch = new Launch(Launch.Kind.CONTAINER, c.value(), List.of(), null, at.apply(c), false, null);
            return new Step.Launch(engine + " exec", container + 1, false,
                    ExecContext.launched(Phrase.of("existing container \"{container}\" ({engine} exec)", "container", c.value(), "engine", engine), launch), c);
        }
        return null;
    }

    /**
     * Apple's {@code container run|create [options] image [args]} (and {@code container exec}), read
     * like {@code docker run} with the flags the two share.
     */
    private static Step appleContainer(List<Arg> argv, Function<Arg, Location> at) {
        if (argv.size() < 3) return null;
        String sub = argv.get(1).value();
        if (!sub.equals("run") && !sub.equals("create") && !sub.equals("exec")) return null;
        return engine("container", argv, at);
    }

    /**
     * {@code docker compose [-f FILE]… [--project-directory DIR] run|exec [options] SERVICE CMD…}: the
     * command runs in the service, which a compose file defines; the {@link Launch} says which
     * files the command line names, for the link stage to resolve.
     */
    private static Step compose(String name, List<Arg> argv, int from, Function<Arg, Location> at) {
        int i = COMPOSE_GLOBAL.skip(argv, from);
        if (i >= argv.size()) return null;
        String sub = argv.get(i).value();
        if (!sub.equals("run") && !sub.equals("exec")) return null;
        int service = COMPOSE_RUN.skip(argv, i + 1);
        if (service + 1 >= argv.size()) return null;
        Arg s = argv.get(service);
        List<Word> files = new ArrayList<>();
        Word directory = null;
        for (int k = from; k < i; k++) {
            String opt = argv.get(k).value();
            boolean file = opt.equals("-f") || opt.equals("--file");
            boolean dir = opt.equals("--project-directory");
            Arg value = null;
            if ((file || dir) && k + 1 < i) value = argv.get(++k);
            else if (opt.startsWith("--file=") || opt.startsWith("--project-directory=")) {
                int eq = opt.indexOf('=');
                value = argv.get(k).from(eq + 1);
                file = opt.startsWith("--file=");
                dir = !file;
            } else if (opt.startsWith("-f") && opt.length() > 2 && !opt.startsWith("--")) {
                value = argv.get(k).from(2);
                file = true;
            }
            if (value == null) continue;
            Word w = new Word(value.value(), at.apply(value).span(), value.literal());
            if (file) files.add(w);
            else directory = w;
        }
        Location first = at.apply(argv.get(0));
        Location line = first.withSpan(first.span().union(at.apply(s).span()));
        Phrase description = Phrase.of("compose service \"{service}\" ({command})", "service", s.value(), "command", name + " " + sub);
        return new Step.Launch(name + " " + sub, service + 1, false,
                ExecContext.launched(description, new Launch(Launch.Kind.COMPOSE_SERVICE, s.value(), files, directory, line,
                        false, null)), s);
    }

    private static Step limactl(List<Arg> argv, Function<Arg, Location> at) {
        int i = LIMACTL_GLOBAL.skip(argv, 1);
        if (i >= argv.size() || !(argv.get(i).value().equals("shell") || argv.get(i).value().equals("sh"))) return null;
        int instance = LIMACTL_SHELL.skip(argv, i + 1);
        if (instance + 1 >= argv.size()) return null;
        Arg vm = argv.get(instance);
        Location name = at.apply(vm);
        Launch launch = new Launch(Launch.Kind.LIMA_INSTANCE, vm.value(), List.of(), null, name, false, null);
        return new Step.Launch("limactl shell", instance + 1, false, ExecContext.launchedVm(Phrase.of("Lima VM \"{vm}\"", "vm", vm.value()), launch), vm);
    }

    private static Step wsl(List<Arg> argv) {
        String distro = "default";
        int i = 1;
        while (i < argv.size()) {
            String a = argv.get(i).value();
            if (WSL_MANAGEMENT.contains(a.toLowerCase(Locale.ROOT))) return null;
            if (a.equals("-e") || a.equals("--exec") || a.equals("--")) {
                i++;
                break;
            }
            if (a.equals("-d") || a.equals("--distribution")) {
                if (i + 1 < argv.size()) distro = argv.get(i + 1).value();
                i += 2;
                continue;
            }
            int next = WSL.skip(argv, i);
            if (next == i) break;
            i = next;
        }
        if (i >= argv.size()) return null;
        // WSL isolates only when its wsl.conf turns automount and interop off, which this line cannot show.
        return new Step.Launch("wsl", i, false, new ExecContext(ExecContext.Kind.UNKNOWN,
                Phrase.of("WSL distro \"{distro}\" (it shares Windows drives and can start Windows programs unless"
                    + " its wsl.conf turns automount and interop off)", "distro", distro)), null);
    }

    private static Step multipass(List<Arg> argv) {
        if (argv.size() < 3 || !argv.get(1).value().equals("exec")) return null;
        Arg vm = argv.get(2);
        int i = MULTIPASS.skip(argv, 3);
        return i < argv.size() ? new Step.Launch("multipass exec", i, false,
                ExecContext.vm(Phrase.of("Multipass VM \"{vm}\"", "vm", vm.value())), vm) : null;
    }

    private static Step vagrant(List<Arg> argv) {
        if (argv.size() < 3 || !argv.get(1).value().equals("ssh")) return null;
        for (int i = 2; i + 1 < argv.size(); i++) {
            String a = argv.get(i).value();
            if (a.equals("-c") || a.equals("--command")) {
                return new Step.Launch("vagrant ssh", i + 1, true, ExecContext.vm(Phrase.of("Vagrant VM")), null);
            }
        }
        return null;
    }

    private static Step colima(List<Arg> argv) {
        if (argv.size() < 3 || !argv.get(1).value().equals("ssh")) return null;
        int i = new Options(Set.of("-p", "--profile")).skip(argv, 2);
        return i < argv.size() ? new Step.Launch("colima ssh", i, false, ExecContext.vm(Phrase.of("Colima VM")), null) : null;
    }

    private static Step ssh(List<Arg> argv) {
        int host = SSH.skip(argv, 1);
        if (host + 1 >= argv.size()) return null;
        for (int k = 1; k < host; k++) if (argv.get(k).value().equals("-N")) return null;
        Arg h = argv.get(host);
        String hostName = h.value().substring(h.value().indexOf('@') + 1);
        // The same reading of a host as every URL and address gets: localhost in any case, 127/8, ::1.
        ExecContext where = Endpoint.parse(hostName).isLoopback()
                ? ExecContext.host(Phrase.of("this machine, over ssh to {hostName}", "hostName", hostName))
                : new ExecContext(ExecContext.Kind.UNKNOWN, Phrase.of("remote machine \"{hostName}\" (over ssh)", "hostName", hostName));
        return new Step.Launch("ssh", host + 1, true, where, h);
    }

    private static Step kubectl(List<Arg> argv) {
        if (argv.size() < 3 || !argv.get(1).value().equals("exec")) return null;
        int dashes = Wrappers.indexOf(argv, "--");
        if (dashes < 0 || dashes + 1 >= argv.size()) return null;
        return new Step.Launch("kubectl exec", dashes + 1, false, ExecContext.container(Phrase.of("Kubernetes pod (kubectl exec)")), null);
    }

    /** {@code devcontainer exec [--workspace-folder DIR] [--config FILE] CMD…}: the command runs in the workspace's dev container. */
    private static Step devcontainer(List<Arg> argv, Function<Arg, Location> at) {
        if (argv.size() < 3 || !argv.get(1).value().equals("exec")) return null;
        int i = DEVCONTAINER.skip(argv, 2);
        if (i >= argv.size()) return null;
        Arg folder = DEVCONTAINER.value(argv, 2, i, null, "--workspace-folder");
        Arg config = DEVCONTAINER.value(argv, 2, i, null, "--config");
        Arg id = DEVCONTAINER.value(argv, 2, i, null, "--container-id");
        Location first = at.apply(argv.get(0));
        Location line = first.withSpan(first.span().union(at.apply(argv.get(i - 1)).span()));
        if (id != null) return new Step.Launch("devcontainer exec", i, false, ExecContext.container(Phrase.of("dev container {id}", "id", id.value())), null);
        Launch launch = new Launch(Launch.Kind.DEV_CONTAINER, null, config == null ? List.of() : List.of(word(config, at)),
                folder == null ? null : word(folder, at), line, false, null);
        return new Step.Launch("devcontainer exec", i, false, ExecContext.launched(Phrase.of("dev container"), launch), null);
    }

    private static Word word(Arg a, Function<Arg, Location> at) {
        return new Word(a.value(), at.apply(a).span(), a.literal());
    }

    private static Step distrobox(List<Arg> argv) {
        int from = argv.get(0).value().endsWith("distrobox-enter") ? 1 : 2;
        if (from == 2 && (argv.size() < 2 || !argv.get(1).value().equals("enter"))) return null;
        int dashes = Wrappers.indexOf(argv, "--");
        int i = dashes >= 0 ? dashes + 1 : DISTROBOX.skip(argv, from) + 1;
        return i < argv.size() ? new Step.Launch("distrobox enter", i, false, sharesHome("distrobox"), null) : null;
    }

    private static Step toolbox(List<Arg> argv) {
        if (argv.size() < 3 || !argv.get(1).value().equals("run")) return null;
        int i = new Options(Set.of("-c", "--container", "-d", "--distro", "-r", "--release")).skip(argv, 2);
        return i < argv.size() ? new Step.Launch("toolbox run", i, false, sharesHome("toolbox"), null) : null;
    }

    /** distrobox and toolbox containers mount the home directory and use the host network by design. */
    private static ExecContext sharesHome(String tool) {
        return ExecContext.host(Phrase.of("{tool} container, which shares your home directory and network with the host", "tool", tool));
    }
}
