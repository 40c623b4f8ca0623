package dev.agentlint.extract.compose;

import dev.agentlint.base.Phrase;
import dev.agentlint.discover.Classifier;
import dev.agentlint.base.Format;
import dev.agentlint.extract.container.EnvFile;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.NamespaceMode;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The services a Compose file contributes, as Compose would run them: the file merged with the
 * override file Compose loads beside it (or, for an override file, on top of its main file),
 * {@code extends} applied, and services of included files that are not scanned on their own.
 * Other files are read only inside the scanned tree; what cannot be followed becomes an
 * {@link Unresolved} fact instead of a silent pass.
 */
final class ComposeProject {

    /** Main files, in the order Docker Compose and then podman-compose look for them. */
    static final List<String> MAIN_NAMES = List.of("compose.yaml", "compose.yml", "docker-compose.yml", "docker-compose.yaml",
            "podman-compose.yaml", "podman-compose.yml", "container-compose.yml", "container-compose.yaml");
    /** Override files merged on top of the main file without being named. */
    static final List<String> OVERRIDE_NAMES = List.of("compose.override.yml", "compose.override.yaml",
            "docker-compose.override.yml", "docker-compose.override.yaml", "container-compose.override.yml",
            "container-compose.override.yaml");

    private static final int MAX_EXTENDS_DEPTH = 10;
    private static final int MAX_INCLUDES = 50;

    private final FileFacts facts;
    private final TreeFiles tree;
    private final Origins origins;
    private final ComposeMerge merge;
    private final Map<String, Loaded> parsed = new HashMap<>();
    private final Set<String> incomplete = new HashSet<>();

    ComposeProject(FileFacts facts, TreeFiles tree) {
        this.facts = facts;
        this.tree = tree;
        this.origins = new Origins(facts.file());
        this.merge = new ComposeMerge(origins);
    }

    /** A file read for the project, or why it could not be read. */
    private record Loaded(SourceFile file, Node root, Phrase refusal) {}

    List<Workload> load(Node root) {
        SourceFile file = facts.file();
        origins.register(root, file);
        parsed.put(file.displayPath(), new Loaded(file, root, null));
        String name = baseName(file.displayPath());
        List<SourceFile> layerFiles = new ArrayList<>();
        List<Node> layerRoots = new ArrayList<>();
        if (OVERRIDE_NAMES.contains(name)) {
            Loaded main = sibling(file, MAIN_NAMES);
            if (main != null) {
                layerFiles.add(main.file());
                layerRoots.add(main.root());
            }
            layerFiles.add(file);
            layerRoots.add(root);
        } else {
            layerFiles.add(file);
            layerRoots.add(root);
            if (MAIN_NAMES.contains(name)) {
                Loaded override = sibling(file, OVERRIDE_NAMES);
                if (override != null) {
                    layerFiles.add(override.file());
                    layerRoots.add(override.root());
                }
            }
        }
        List<Workload> out = layered(layerFiles, layerRoots, name.startsWith("podman-"));
        out.addAll(includes(file, root));
        return out;
    }

    /**
     * The services of the files a command line names ({@code -f a.yaml -f b.yaml}, {@code COMPOSE_FILE}),
     * merged in that order as Compose merges them: each later file overrides and extends the earlier
     * ones, no override file is added, and each file's {@code extends} and {@code include} are applied.
     * The first file is the one this project was made for.
     */
    List<Workload> loadNamed(List<SourceFile> files, List<Node> roots) {
        for (int i = 0; i < files.size(); i++) {
            origins.register(roots.get(i), files.get(i));
            parsed.put(files.get(i).displayPath(), new Loaded(files.get(i), roots.get(i), null));
        }
        List<Workload> out = layered(files, roots, baseName(files.get(0).displayPath()).startsWith("podman-"));
        for (int i = 0; i < files.size(); i++) out.addAll(includes(files.get(i), roots.get(i)));
        return out;
    }

    /** The layers merged in order, each with its {@code extends} applied first; each service located where it is first defined. */
    private List<Workload> layered(List<SourceFile> layerFiles, List<Node> layerRoots, boolean podman) {
        Node merged = null;
        Map<String, Node> firstDefinition = new LinkedHashMap<>();
        for (int i = 0; i < layerRoots.size(); i++) {
            Node layer = resolveExtends(layerFiles.get(i), layerRoots.get(i));
            for (MapNode.Entry e : services(layer).entries()) firstDefinition.putIfAbsent(e.key(), e.value());
            merged = merged == null ? layer : merge.mergeMaps(merged, layer);
        }
        return read(merged, firstDefinition, podman);
    }

    private List<Workload> read(Node root, Map<String, Node> firstDefinition, boolean podman) {
        ComposeServiceReader reader = new ComposeServiceReader(origins, ComposeServiceReader.networks(root),
                ComposeServiceReader.hostVolumes(root));
        Map<String, Workload> byName = new LinkedHashMap<>();
        Map<String, Node> volumesFrom = new LinkedHashMap<>();
        String project = root.get("name").textOr("").strip();
        if (project.isEmpty() || project.contains("$")) project = null;
        for (MapNode.Entry e : services(root).entries()) {
            Node s = e.value();
            if (!s.isMap()) continue;
            Node defined = firstDefinition.getOrDefault(e.key(), s);
            Workload w = reader.read(e.key(), s, origins.ofKey(defined));
            envFiles(s.get("env_file"), w);
            volumesFrom.put(e.key(), s.get("volumes_from"));
            if (podman) w.engine(Workload.Engine.PODMAN);
            w.composeProject(project);
            // Without image or build the service is a fragment that another file (-f) completes.
            boolean fragment = s.get("image").isMissing() && s.get("build").isMissing();
            w.partial(incomplete.contains(e.key()) || fragment);
            byName.put(e.key(), w);
        }
        for (Workload w : byName.values()) shareNetworkOfService(w, byName);
        Set<String> inherited = new HashSet<>();
        int[] budget = {MAX_INHERITED_MOUNTS};
        for (String service : byName.keySet()) inheritVolumes(service, byName, volumesFrom, inherited, new HashSet<>(), budget);
        return new ArrayList<>(byName.values());
    }

    /** {@code env_file}: the variables of each file inside the tree join the service's environment, each located in its env file. */
    private void envFiles(Node envFile, Workload w) {
        List<Node> items = envFile.isList() ? envFile.elements() : envFile.isMissing() ? List.of() : List.of(envFile);
        // A file named twice sets the same variables twice: followed once, or a service naming one
        // big env file hundreds of times holds its variables hundreds of times over.
        Set<String> followed = new HashSet<>();
        for (Node item : items) {
            Node path = item.isMap() ? item.get("path") : item;
            Optional<String> ref = path.text().map(String::strip).filter(r -> !r.isEmpty());
            if (ref.isEmpty() || !followed.add(ref.get())) continue;
            Location at = origins.of(path);
            List<dev.agentlint.model.EnvVar> read = EnvFile.follow(tree, at.file(), ref.get(), "env_file " + ref.get(), at, facts);
            w.env().addAll(read);
            if (!read.isEmpty()) w.envFilesRead().add(new Workload.EnvFileRead(new Located<>(ref.get(), at), read));
        }
    }

    /**
     * {@code volumes_from}: a service gets every mount of the services it names (theirs inherited
     * first), read-only when the entry says {@code :ro}, located at the entry. A container outside
     * the project ({@code container:name}) or a service this file does not define is noted.
     */
    private void inheritVolumes(String service, Map<String, Workload> byName, Map<String, Node> volumesFrom, Set<String> done,
                                Set<String> visiting, int[] budget) {
        if (done.contains(service) || !visiting.add(service)) return;
        Workload w = byName.get(service);
        Node from = volumesFrom.get(service);
        for (Node item : from != null && from.isList() ? from.elements() : List.<Node>of()) {
            Optional<String> ref = item.text().map(String::strip).filter(r -> !r.isEmpty());
            if (ref.isEmpty()) continue;
            Location at = origins.of(item);
            String[] parts = ref.get().split(":");
            if (parts[0].equals("container")) {
                facts.unresolved().add(new Unresolved("volumes_from " + ref.get(), Phrase.of("a container outside this project: its mounts are not known here"), at));
                continue;
            }
            Workload other = byName.get(parts[0]);
            if (other == null || other == w) {
                facts.unresolved().add(new Unresolved("volumes_from " + ref.get(), Phrase.of("no service {service} in this project", "service", parts[0]), at));
                continue;
            }
            // Bounded: a generated file could chain thousands of services, each inheriting all before it.
            if (visiting.size() >= MAX_VOLUMES_FROM_DEPTH || other.mounts().size() > budget[0]) {
                facts.unresolved().add(new Unresolved("volumes_from " + ref.get(), Phrase.of(
                        "more than {depth} services deep, or more than {mounts} inherited mounts in the file: not followed",
                        "depth", MAX_VOLUMES_FROM_DEPTH, "mounts", MAX_INHERITED_MOUNTS), at));
                continue;
            }
            inheritVolumes(parts[0], byName, volumesFrom, done, visiting, budget);
            boolean readOnly = parts.length > 1 && parts[parts.length - 1].equals("ro");
            Phrase via = Phrase.of("{workload} through volumes_from {service}", "workload", w.description(), "service", parts[0]);
            for (Mount m : List.copyOf(other.mounts())) w.mounts().add(m.lentTo(via, at, readOnly));
            budget[0] -= other.mounts().size();
        }
        visiting.remove(service);
        done.add(service);
    }

    static final int MAX_VOLUMES_FROM_DEPTH = 32;
    /** For the whole file: far more than real projects inherit, few enough to check quickly. */
    static final int MAX_INHERITED_MOUNTS = 10_000;

    /** Where a dev container that uses this compose file may be, relative to it. */
    /** {@code network_mode: service:db} joins db's network namespace: judge it by db's network. */
    private static void shareNetworkOfService(Workload w, Map<String, Workload> byName) {
        Located<NamespaceMode> mode = w.networkMode();
        if (mode == null || mode.value().service() == null) return;
        Workload other = byName.get(mode.value().service());
        if (other == null || other == w) return;
        w.networkMode(other.networkMode() == null ? null : new Located<>(other.networkMode().value().written(), mode.location()));
        w.networks().clear();
        for (Workload.Network n : other.networks()) w.networks().add(new Workload.Network(n.name(), n.route(), mode.location()));
    }

    /** The services map; Compose file format 1 had the services at the top level. */
    private static Node services(Node root) {
        Node s = root.get("services");
        if (!s.isMissing() || !root.isMap()) return s;
        List<MapNode.Entry> legacy = new ArrayList<>();
        for (MapNode.Entry e : root.entries()) {
            if (e.key().startsWith("x-") || !e.value().isMap()) continue;
            if (!e.value().get("image").isMissing() || !e.value().get("build").isMissing()) legacy.add(e);
        }
        if (legacy.isEmpty()) return s;
        return new MapNode(root.span(), root.keySpan(), root.pointer(), null, legacy);
    }

    /** Every service of the file with its {@code extends} chain merged in. */
    private Node resolveExtends(SourceFile file, Node root) {
        Node services = services(root);
        boolean any = false;
        for (MapNode.Entry e : services.entries()) any |= e.value().isMap() && !e.value().get("extends").isMissing();
        if (!any) return root;
        List<MapNode.Entry> resolved = new ArrayList<>();
        for (MapNode.Entry e : services.entries()) {
            Node s = e.value();
            if (s.isMap() && !s.get("extends").isMissing()) {
                s = resolveService(file, root, e.key(), e.key(), new HashSet<>(), 0);
            }
            resolved.add(new MapNode.Entry(e.key(), s));
        }
        Node newServices = new MapNode(services.span(), services.keySpan(), services.pointer(), null, resolved);
        origins.same(newServices, services);
        List<MapNode.Entry> top = new ArrayList<>();
        boolean replaced = false;
        for (MapNode.Entry e : root.entries()) {
            if (e.key().equals("services")) {
                top.add(new MapNode.Entry("services", newServices));
                replaced = true;
            } else {
                top.add(e);
            }
        }
        if (!replaced) return root;
        Node newRoot = new MapNode(root.span(), root.keySpan(), root.pointer(), root.tag(), top);
        origins.same(newRoot, root);
        return newRoot;
    }

    private Node resolveService(SourceFile file, Node root, String name, String owner, Set<String> visiting, int depth) {
        Node service = services(root).get(name);
        Node ext = service.get("extends");
        if (ext.isMissing()) return service;
        Node own = merge.without(service, "extends");
        String baseName = ext.isScalar() ? ext.textOr("") : ext.get("service").textOr("");
        String fileRef = ext.isMap() ? ext.get("file").textOr("") : "";
        Location at = origins.ofEntry(ext);
        Phrase what = fileRef.isEmpty() ? Phrase.untranslated("extends " + baseName)
                : Phrase.of("extends {service} in {file}", "service", baseName, "file", fileRef);
        if (baseName.isEmpty()) return unresolved(owner, what, Phrase.of("it names no service"), at, own);
        SourceFile baseFile = file;
        Node baseRoot = root;
        if (!fileRef.isEmpty()) {
            Loaded loaded = load(file, Interpolation.apply(fileRef));
            if (loaded.refusal() != null) return unresolved(owner, what, loaded.refusal(), at, own);
            baseFile = loaded.file();
            baseRoot = loaded.root();
        }
        String key = baseFile.displayPath() + "#" + baseName;
        if (!visiting.add(key) || depth >= MAX_EXTENDS_DEPTH) {
            return unresolved(owner, what, Phrase.of("the extends chain is circular or deeper than {depth}", "depth", MAX_EXTENDS_DEPTH), at, own);
        }
        Node base = services(baseRoot).get(baseName);
        if (!base.isMap()) return unresolved(owner, what, Phrase.of("no service {service} is defined there", "service", baseName), at, own);
        Node resolvedBase = resolveService(baseFile, baseRoot, baseName, owner, visiting, depth + 1);
        return merge.mergeMaps(resolvedBase, own);
    }

    private Node unresolved(String owner, Phrase what, Phrase reason, Location at, Node own) {
        facts.unresolved().add(new Unresolved(what, reason, at));
        incomplete.add(owner);
        return own;
    }

    /** Services of included files that discovery does not scan on their own (their name is not a Compose name). */
    private List<Workload> includes(SourceFile file, Node root) {
        List<Workload> out = new ArrayList<>();
        int count = 0;
        for (Node item : root.get("include").elements()) {
            Node path = item.isMap() ? item.get("path") : item;
            List<Node> paths = path.isList() ? path.elements() : List.of(path);
            for (Node p : paths) {
                if (++count > MAX_INCLUDES) return out;
                String ref = p.text().map(Interpolation::apply).orElse("");
                if (ref.isEmpty()) continue;
                Location at = origins.of(p);
                boolean scannedOnItsOwn = Classifier.classify(ref, () -> "") == Format.COMPOSE;
                if (scannedOnItsOwn && tree.exists(file, ref)) continue;
                Loaded loaded = load(file, ref);
                if (loaded.refusal() != null) {
                    facts.unresolved().add(new Unresolved("include " + ref, loaded.refusal(), at));
                    continue;
                }
                if (scannedOnItsOwn || loaded.file() == facts.file()) continue;
                Node includedRoot = resolveExtends(loaded.file(), loaded.root());
                Map<String, Node> defs = new LinkedHashMap<>();
                for (MapNode.Entry e : services(includedRoot).entries()) defs.put(e.key(), e.value());
                out.addAll(read(includedRoot, defs, false));
            }
        }
        return out;
    }

    /** The first existing sibling among {@code names}, parsed; null when there is none or it cannot be read. */
    private Loaded sibling(SourceFile file, List<String> names) {
        for (String n : names) {
            if (!tree.exists(file, n)) continue;
            Loaded loaded = load(file, n);
            return loaded.refusal() == null ? loaded : null;
        }
        return null;
    }

    /** A file read relative to {@code from} (each file is read and parsed once per project). */
    private Loaded load(SourceFile from, String reference) {
        return loaded(tree.read(from, reference, Format.COMPOSE));
    }

    private Loaded loaded(TreeFiles.Lookup lookup) {
        if (lookup instanceof TreeFiles.Refused r) return new Loaded(null, null, r.reason());
        SourceFile f = ((TreeFiles.Found) lookup).file();
        Loaded cached = parsed.get(f.displayPath());
        if (cached != null) return cached;
        try {
            Node root = YamlTreeParser.parse(f);
            origins.register(root, f);
            cached = new Loaded(f, root, null);
        } catch (ParseException e) {
            cached = new Loaded(null, null, Phrase.of("it is not valid YAML ({error})", "error", Phrase.untranslated(e.getMessage())));
        }
        parsed.put(f.displayPath(), cached);
        return cached;
    }

    private static String baseName(String path) {
        return path.substring(path.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    }
}
