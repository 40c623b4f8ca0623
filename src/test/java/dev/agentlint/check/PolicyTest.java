package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.rules.AllRules;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PolicyTest {

    /** docs/policy.md says for every item either which rules enforce it or why none does, never both, never neither. */
    @Test
    void everyItemIsEnforcedOrSaysWhyNot() {
        Set<String> enforced = new HashSet<>();
        for (RuleMeta m : AllRules.catalog().allMeta()) enforced.addAll(m.runIds());
        assertThat(Policy.all()).hasSize(40);
        for (Policy.Item item : Policy.all().values()) {
            if (enforced.contains(item.id())) assertThat(item.noRule()).as(item.id() + " has rules and a reason for none").isNull();
            else assertThat(item.noRule()).as(item.id() + " has no rule and no reason").isNotBlank();
        }
    }
}
