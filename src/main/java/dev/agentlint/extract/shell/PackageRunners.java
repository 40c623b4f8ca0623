package dev.agentlint.extract.shell;

import dev.agentlint.model.AgentClis;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Package runners: {@code npx}, {@code npm exec}/{@code npm x}, {@code pnpm dlx}/{@code pnpx},
 * {@code yarn dlx}, {@code bunx}/{@code bun x}, {@code uvx}/{@code uv tool run}, {@code pipx run}.
 * They fetch a package and run its command, so {@code npx -y @openai/codex exec} is {@code codex exec}.
 */
final class PackageRunners {

    private static final Options NPX = new Options(Set.of("-p", "--package", "-c", "--call", "--cache", "--userconfig",
            "--registry", "-w", "--workspace", "--node-options", "--prefix"));
    private static final Options PNPM = new Options(Set.of("--package", "--allow-build", "-C", "--dir", "--reporter"));
    private static final Options YARN = new Options(Set.of("-p", "--package"));
    private static final Options BUNX = new Options(Set.of("-p", "--package", "--registry", "--cwd"));
    private static final Options UVX = new Options(Set.of("--from", "--with", "--with-editable", "--with-requirements",
            "-p", "--python", "--index", "--index-url", "--extra-index-url", "--default-index", "-f", "--find-links",
            "-c", "--constraints", "--overrides", "--env-file", "--directory", "--project", "--cache-dir",
            "--config-file", "--allow-insecure-host", "--python-preference", "--index-strategy", "--keyring-provider",
            "--resolution", "--prerelease", "--exclude-newer", "--link-mode", "--color", "-P", "--upgrade-package",
            "--reinstall-package", "--refresh-package", "--no-binary-package", "--no-build-package", "--build-constraints"));
    private static final Options PIPX = new Options(Set.of("--spec", "--python", "--pip-args", "--index-url", "-i"));

    private static final Options RUNTIME = new Options(Set.of("-r", "--require", "--import", "--loader",
            "--experimental-loader", "--env-file", "--inspect-port", "--title", "--max-old-space-size"));

    private PackageRunners() {}

    /** The package run this command line is, if it is one. */
    static Step next(List<Arg> argv) {
        String name = Probes.base(argv.get(0).value());
        String sub = argv.size() > 1 ? argv.get(1).value() : "";
        Step step = switch (name) {
            case "npx" -> npm("npx", argv, 1);
            case "npm" -> sub.equals("exec") || sub.equals("x") ? npm("npm " + sub, argv, 2) : null;
            case "pnpx" -> run("pnpx", argv, 1, PNPM, "--package", null);
            case "pnpm" -> sub.equals("dlx") ? run("pnpm dlx", argv, 2, PNPM, "--package", null)
                    : sub.equals("exec") ? new Step.Unwrap("pnpm exec", PNPM.skip(argv, 2)) : null;
            case "yarn" -> sub.equals("dlx") ? run("yarn dlx", argv, 2, YARN, "--package", "-p")
                    : sub.equals("exec") ? new Step.Unwrap("yarn exec", 2) : null;
            case "bunx" -> run("bunx", argv, 1, BUNX, "--package", "-p");
            case "bun" -> sub.equals("x") ? run("bun x", argv, 2, BUNX, "--package", "-p") : installed("bun", argv);
            case "uvx" -> run("uvx", argv, 1, UVX, "--from", null);
            case "uv" -> sub.equals("tool") && argv.size() > 2 && argv.get(2).value().equals("run")
                    ? run("uv tool run", argv, 3, UVX, "--from", null)
                    : sub.equals("run") ? new Step.Unwrap("uv run", UVX.skip(argv, 2)) : null;
            case "pipx" -> sub.equals("run") ? run("pipx run", argv, 2, PIPX, "--spec", null) : null;
            case "node", "nodejs", "deno" -> installed(name, argv);
            default -> null;
        };
        return step == null ? new Step.None() : step;
    }

    /**
     * npx and npm exec: {@code -c 'cmd'} runs a command string; {@code -p pkg cmd} names the package separately.
     * {@code npm exec pkg -- args}: npm's own option parser takes the {@code --} after the package
     * as the end of npm's options, so the command gets only what follows it; npx passes everything
     * after the package on as written.
     */
    private static Step npm(String name, List<Arg> argv, int from) {
        Arg call = NPX.value(argv, from, NPX.skip(argv, from), "-c", "--call");
        if (call != null) return new Step.Script(name + " -c", argv.size(), call, false);
        Step step = run(name, argv, from, NPX, "--package", "-p");
        if (step instanceof Step.Package p && !name.equals("npx") && p.next() < argv.size()
                && argv.get(p.next()).value().equals("--") && !ended(argv, from, p.next() - 1)) {
            return new Step.Package(p.name(), p.next() + 1, p.spec(), p.command());
        }
        return step;
    }

    /** True when a {@code --} between {@code from} and {@code to} already ended npm's options. */
    private static boolean ended(List<Arg> argv, int from, int to) {
        for (int i = from; i < to; i++) if (argv.get(i).value().equals("--")) return true;
        return false;
    }

    /**
     * @param packageLong  the option that names the package separately ({@code --package}, {@code --from})
     * @param packageShort its short form, or null
     */
    private static Step run(String name, List<Arg> argv, int from, Options options, String packageLong, String packageShort) {
        int first = options.skip(argv, from);
        if (first >= argv.size()) return null;
        Arg separate = options.value(argv, from, first, packageShort, packageLong);
        if (separate != null) return new Step.Package(name, first + 1, separate, argv.get(first));
        Arg spec = argv.get(first);
        return new Step.Package(name, first + 1, spec, spec.withValue(command(spec.value())));
    }

    /**
     * A runtime given an installed agent package's script ({@code node /usr/lib/node_modules/@anthropic-ai/claude-code/cli.js}):
     * the agent's command, as a package run. Any other script is the runtime's own business.
     */
    private static Step installed(String name, List<Arg> argv) {
        int script = RUNTIME.skip(argv, 1);
        if (script >= argv.size()) return null;
        Arg path = argv.get(script);
        return AgentClis.byInstalledPath(path.value())
                .<Step>map(agent -> new Step.Package(name, script + 1, path, path.withValue(agent)))
                .orElse(null);
    }

    /** The command a package provides: the agent's executable for agent packages, else the package's own name. */
    static String command(String spec) {
        var agent = AgentClis.byPackage(spec);
        if (agent.isPresent()) return agent.get();
        String p = AgentClis.packageName(spec);
        int bracket = p.indexOf('[');
        if (bracket > 0) p = p.substring(0, bracket);
        p = p.substring(p.lastIndexOf('/') + 1);
        return p.toLowerCase(Locale.ROOT);
    }
}
