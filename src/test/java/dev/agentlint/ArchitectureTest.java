package dev.agentlint;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package structure of docs/architecture.md, checked on the compiled main classes: data flows
 * one way through the stages, so a stage uses only the stages before it, no packages form a cycle,
 * and rules see facts ({@code model}), never the syntax or the readers below them.
 */
class ArchitectureTest {

    private static final String ROOT = "dev.agentlint";

    /**
     * Every top-level package, in the order data flows through them: each may use only the ones
     * before it. {@code base} is what every stage shares (positions, the source file, its format,
     * agentlint's version and exit codes). {@code config} follows {@code check}, whose levels and
     * catalogue it validates against; {@code pipeline} runs the stages and hands {@code report} its
     * result; {@code probe} stands beside the scan and is reached only from the command line.
     */
    static final List<String> STAGES = List.of(
            "base", "discover", "read", "parse", "model", "extract", "link", "check", "config", "rules",
            "filter", "fix", "pipeline", "report", "probe", "cli");

    /** What a rule may see: the facts, the checker's types, shared positions and formats, other rules. */
    static final Set<String> RULES_MAY_USE = Set.of("base", "model", "check", "rules");


    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?dev\\.agentlint\\.(\\w+)\\.([\\w.]+);", Pattern.MULTILINE);

    private static final Pattern CLASS_JAVADOC = Pattern.compile(
            "(/\\*\\*(?:(?!\\*/).)*\\*/)\\s*(?:@\\w+(?:\\([^)]*\\))?\\s*)*public (?:final |abstract )?(?:class|interface|enum|record)", Pattern.DOTALL);

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages(ROOT);
    }

    @Test
    void everyTopLevelPackageIsAStage() {
        Set<String> packages = new TreeSet<>();
        for (JavaClass c : classes) {
            String stage = stageOf(c.getPackageName());
            if (stage != null) packages.add(stage);
        }
        assertThat(packages).as("a new top-level package needs its place in STAGES").isSubsetOf(STAGES);
    }

    @Test
    void noPackagesFormACycle() {
        slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void noStageUsesALaterOne() {
        for (int i = 0; i < STAGES.size() - 1; i++) {
            String[] later = STAGES.subList(i + 1, STAGES.size()).stream()
                    .map(s -> ROOT + "." + s + "..").toArray(String[]::new);
            noClasses().that().resideInAPackage(ROOT + "." + STAGES.get(i) + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(later)
                    .because("data flows one way: " + STAGES.get(i) + " comes before " + Arrays.toString(later))
                    .check(classes);
        }
    }

    /**
     * Facts are filled by the extract and link stages and frozen before the rules run (see
     * Checker): a rule that called a setter would fail at run time on the first file, so it must
     * not compile into one. A void instance method of a model class is how a fact is changed.
     */
    @Test
    void rulesChangeNoFacts() {
        TreeSet<String> calls = new TreeSet<>();
        for (JavaClass c : classes) {
            if (!"rules".equals(stageOf(c.getPackageName()))) continue;
            for (JavaMethodCall call : c.getMethodCallsFromSelf()) {
                var target = call.getTarget();
                if (!"model".equals(stageOf(target.getOwner().getPackageName()))) continue;
                boolean isStatic = target.resolveMember().map(m -> m.getModifiers().contains(JavaModifier.STATIC)).orElse(false);
                if (!isStatic && target.getRawReturnType().getName().equals("void")) {
                    calls.add(c.getName() + " calls " + target.getOwner().getSimpleName() + "." + target.getName());
                }
            }
        }
        assertThat(calls).as("rules read facts; only extractors and the link stage fill them").isEmpty();
    }

    @Test
    void rulesSeeOnlyFacts() throws IOException {
        TreeMap<String, Set<String>> below = new TreeMap<>();
        for (JavaClass c : classes) {
            if (!"rules".equals(stageOf(c.getPackageName()))) continue;
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String stage = stageOf(d.getTargetClass().getPackageName());
                if (stage != null && !RULES_MAY_USE.contains(stage)) {
                    below.computeIfAbsent(outermost(c).getName(), k -> new TreeSet<>()).add(d.getTargetClass().getName());
                }
            }
        }
        // A constant is inlined into the class file, so its import leaves no dependency there: read the imports too.
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/dev/agentlint/rules"))) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                String rule = ROOT + ".rules." + Path.of("src/main/java/dev/agentlint/rules").relativize(file).toString()
                        .replace(File.separatorChar, '.').replaceFirst("\\.java$", "");
                Matcher m = IMPORT.matcher(Files.readString(file));
                while (m.find()) {
                    if (!RULES_MAY_USE.contains(m.group(1))) below.computeIfAbsent(rule, k -> new TreeSet<>()).add(m.group(2));
                }
            }
        }
        List<String> newOnes = new ArrayList<>();
        below.forEach((rule, targets) -> newOnes.add(rule + " uses " + targets));
        assertThat(newOnes).as("rules may use only %s; give the rule a fact instead", RULES_MAY_USE).isEmpty();
    }

    /**
     * A rule's id, level and RUN-ids are its {@code rules/<id>.yaml}; a rule class's own Javadoc
     * says what it looks at, and never restates which policy rules it enforces (a copy that drifts).
     */
    @Test
    void ruleClassesDoNotRestateTheirRunIds() throws IOException {
        List<String> restating = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/dev/agentlint/rules"))) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                Matcher m = CLASS_JAVADOC.matcher(Files.readString(file));
                if (m.find() && m.group(1).matches("(?s).*RUN-\\d{3}.*")) restating.add(file.toString());
            }
        }
        assertThat(restating).as("RUN-ids in a rule class's Javadoc: they belong to its rules/<id>.yaml").isEmpty();
    }

    /** The top-level package under dev.agentlint, or null for a class outside it. */
    private static String stageOf(String packageName) {
        if (!packageName.startsWith(ROOT + ".")) return null;
        String rest = packageName.substring(ROOT.length() + 1);
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }

    private static JavaClass outermost(JavaClass c) {
        JavaClass top = c;
        while (top.getEnclosingClass().isPresent()) top = top.getEnclosingClass().get();
        return top;
    }
}
