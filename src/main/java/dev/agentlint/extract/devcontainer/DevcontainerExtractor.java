package dev.agentlint.extract.devcontainer;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.vscode.VscodeSettingsExtractor;
import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.container.ContainerFacts;
import dev.agentlint.extract.container.ContainerValues;
import dev.agentlint.extract.container.MountOption;
import dev.agentlint.extract.container.PortSpec;
import dev.agentlint.extract.container.RunArgs;
import dev.agentlint.model.ImageReference;
import dev.agentlint.model.AgentClis;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code devcontainer.json} (JSONC): the dev container as one {@link Workload}, with the settings
 * the Features it names are known to add. {@code initializeCommand} runs on the host, every other
 * lifecycle command inside the container.
 */
public final class DevcontainerExtractor implements Extractor {

    private static final List<String> CONTAINER_COMMANDS = List.of(
            "onCreateCommand", "updateContentCommand", "postCreateCommand", "postStartCommand", "postAttachCommand");

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = JsonTreeParser.parse(file, true);
        if (!root.isMap()) throw new ParseException("devcontainer.json must be a JSON object", root.span());
        String path = file.displayPath();
        String name = root.get("name").textOr(path.substring(path.lastIndexOf('/') + 1));
        Workload w = new Workload(Workload.Source.DEVCONTAINER, name, Location.of(file, root));
        // With a compose file the container's settings live there (runArgs, appPort do not apply).
        boolean compose = !root.get("dockerComposeFile").isMissing();
        w.partial(compose);
        if (compose) {
            Node files = root.get("dockerComposeFile");
            List<String> names = new ArrayList<>();
            for (Node n : files.isList() ? files.elements() : List.of(files)) n.text().map(String::strip).filter(t -> !t.isEmpty()).ifPresent(names::add);
            root.get("service").text().map(String::strip).filter(t -> !t.isEmpty())
                    .ifPresent(service -> w.composeService(new Workload.ComposeService(names, service)));
        }
        Phrase via = w.description();
        Node image = root.get("image");
        image.text().ifPresent(i -> w.image(new Located<>(i, Location.ofEntry(file, image))));
        w.builtLocally(!root.get("build").isMissing() || !root.get("dockerFile").isMissing());
        Node dockerfile = root.at("build", "dockerfile").isMissing() ? root.get("dockerFile") : root.at("build", "dockerfile");
        // Relative to devcontainer.json (the build context only decides what COPY sees).
        dockerfile.text().filter(d -> !d.isBlank() && !d.contains("$"))
                .ifPresent(d -> w.dockerfile(new Located<>(d.strip(), Location.ofEntry(file, dockerfile))));
        bool(file, root.get("privileged"), w);
        for (Node c : root.get("capAdd").elements()) {
            c.text().ifPresent(t -> w.capAdd().add(new Located<>(ContainerValues.capability(t), Location.of(file, c))));
        }
        for (Node o : root.get("securityOpt").elements()) {
            o.text().ifPresent(t -> w.addSecurityOpt(new Located<>(t, Location.of(file, o))));
        }
        Node user = root.get("remoteUser").isMissing() ? root.get("containerUser") : root.get("remoteUser");
        user.text().ifPresent(u -> w.user(new Located<>(u, Location.ofEntry(file, user))));
        for (Node m : root.get("mounts").elements()) {
            if (m.isMap()) {
                // The object form cannot say read-only.
                String type = m.get("type").textOr("bind");
                String source = m.get("source").textOr("");
                Node at = m.get("source").isMissing() ? m : m.get("source");
                w.mounts().add(type.equals("bind")
                        ? new Mount(Mount.Kind.BIND, HostPath.of(source), m.get("target").textOr(""), false, via, Location.of(file, at))
                        : new Mount(Mount.Kind.of(type), null, m.get("target").textOr(""), false, via, Location.of(file, at)));
            } else {
                m.text().ifPresent(t -> w.mounts().add(MountOption.parse(t, via, Location.of(file, m))));
            }
        }
        Node workspace = root.get("workspaceMount");
        if (workspace.text().filter(t -> !t.isBlank()).isPresent()) {
            w.mounts().add(MountOption.parse(workspace.textOr(""), via, Location.of(file, workspace)));
        } else if (!compose) {
            // The tool mounts the opened folder read-write when workspaceMount is not given.
            w.mounts().add(new Mount(Mount.Kind.BIND, HostPath.of("${localWorkspaceFolder}"), "/workspaces", false, via, Location.of(file, root)));
        }
        if (!compose) {
            readAppPorts(file, root.get("appPort"), w);
            Node runArgs = root.get("runArgs");
            List<Word> words = new ArrayList<>();
            for (Node a : runArgs.elements()) a.text().ifPresent(t -> words.add(new Word(t, a.span(), true)));
            RunArgs.read(words, Location.of(file, runArgs), w, false);
        }
        for (String key : new String[] {"containerEnv", "remoteEnv"}) {
            for (MapNode.Entry e : root.get(key).entries()) {
                if (e.value() instanceof ScalarNode s && s.text().isPresent()) {
                    w.env().add(new EnvVar(e.key(), s.value(), Location.ofEntry(file, e.value())));
                }
            }
        }
        for (MapNode.Entry f : root.get("features").entries()) feature(file, f, w);
        for (Node x : root.at("customizations", "vscode", "extensions").elements()) {
            AgentClis.byEditorExtension(x.textOr("")).ifPresent(a -> {
                if (!w.isAgent()) w.agent(new Located<>(Phrase.of("its editor extension {extension} runs {agent} inside it", "extension", x.textOr(""), "agent", a), Location.of(file, x)));
            });
        }
        // The editor's settings for the container are VS Code settings like a workspace's: what they
        // let its agent run without asking is judged the same way, in the container its terminal runs in.
        Node editorSettings = root.at("customizations", "vscode", "settings");
        if (editorSettings.isMap()) VscodeSettingsExtractor.read(facts, editorSettings, ExecContext.container(w));
        for (String key : CONTAINER_COMMANDS) {
            commands(file, root.get(key), key, w, ExecContext.container(w), w.commands());
        }
        List<EmbeddedScript> host = new ArrayList<>();
        commands(file, root.get("initializeCommand"), "initializeCommand", w,
                ExecContext.host(Phrase.of("devcontainer initializeCommand (runs on the host)")), host);
        ContainerFacts.add(facts, w);
        facts.embeddedScripts().addAll(host);
    }

    /** A number N is published as 127.0.0.1:N:N; a string goes to -p unchanged (all interfaces unless it names an address). */
    private static void readAppPorts(SourceFile file, Node appPort, Workload w) {
        List<Node> items = appPort.isList() ? appPort.elements() : appPort.isMissing() ? List.of() : List.of(appPort);
        for (Node p : items) {
            if (!(p instanceof ScalarNode s) || s.text().isEmpty()) continue;
            Location at = Location.of(file, p);
            if (s.type() == ScalarNode.Type.NUMBER) {
                w.ports().add(new PublishedPort("127.0.0.1", s.value(), s.value(), "tcp", Phrase.of("{workload} appPort", "workload", w.description()), at));
            } else {
                w.ports().add(PortSpec.parse(s.value()).toPort(Phrase.of("{workload} appPort", "workload", w.description()), at, s.value(), at));
            }
        }
    }

    /** What the Features known to change isolation add (devcontainers/features metadata). */
    private static void feature(SourceFile file, MapNode.Entry f, Workload w) {
        String ref = f.key();
        String id = featureId(ref);
        Location at = Location.ofKey(file, f.value());
        Phrase via = Phrase.of("{workload} (feature {feature})", "workload", w.description(), "feature", id);
        switch (id) {
            case "docker-outside-of-docker", "docker-from-docker" -> {
                // The feature also sets label=disable so the socket is usable under SELinux; the socket
                // itself is the finding, so that is not recorded twice.
                w.mounts().add(new Mount(Mount.Kind.BIND, HostPath.of("/var/run/docker.sock"), "/var/run/docker-host.sock", false, via, at));
            }
            case "docker-in-docker" -> w.privileged(new Located<>(true, at));
            case "go", "rust" -> {
                w.capAdd().add(new Located<>("SYS_PTRACE", at));
                w.addSecurityOpt(new Located<>("seccomp=unconfined", at));
            }
            default -> { }
        }
        if (!w.isAgent() && AgentClis.imageLooksLikeAgent(ImageReference.of(ref))) {
            w.agent(new Located<>(Phrase.of("it installs the agent feature {id}", "id", id), at));
        }
    }

    /** {@code ghcr.io/devcontainers/features/docker-in-docker:2} → {@code docker-in-docker}. */
    static String featureId(String ref) {
        return ImageReference.of(ref).name();
    }

    /** A lifecycle command: a string (run by /bin/sh), an array (exec), or an object of named commands. */
    private static void commands(SourceFile file, Node n, String key, Workload w, ExecContext context, List<EmbeddedScript> out) {
        String origin = "devcontainer " + key;
        if (n.isMap()) {
            for (MapNode.Entry e : n.entries()) commands(file, e.value(), key, w, context, out);
        } else if (n.isList()) {
            List<Located<String>> argv = new ArrayList<>();
            List<OffsetMap> offsets = new ArrayList<>();
            for (Node a : n.elements()) {
                a.text().ifPresent(t -> {
                    argv.add(new Located<>(t, Location.of(file, a)));
                    offsets.add(EmbeddedText.of(file, a).offsets());
                });
            }
            if (!argv.isEmpty()) out.add(EmbeddedScript.exec(origin, argv, offsets, Location.ofEntry(file, n), context));
        } else {
            n.text().filter(t -> !t.isBlank()).ifPresent(t -> out.add(EmbeddedScript.mapped(origin, t, Location.of(file, n),
                    EmbeddedText.of(file, n).offsets(), context)));
        }
    }

    private static void bool(SourceFile file, Node n, Workload w) {
        n.bool().ifPresent(b -> w.privileged(new Located<>(b, Location.ofEntry(file, n))));
    }
}
