package dev.agentlint.rules.vm;

import dev.agentlint.check.Message;
import dev.agentlint.model.VirtualMachine;
import java.util.Locale;

/** What kind of VM a message speaks of: one of the rule's {@code vm-*} clauses ("Lima VM", "Lima 虚拟机"). */
final class VmWording {

    private VmWording() {}

    static Message kind(VirtualMachine vm) {
        return Message.of("vm-" + vm.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }
}
