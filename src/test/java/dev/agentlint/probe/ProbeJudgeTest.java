package dev.agentlint.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The judgement alone, from evidence written by hand: the environments this machine cannot stage
 * (rootless containers, SELinux and AppArmor, cgroup v2 limits, WSL, a proxy) and the tricky
 * negatives (a cgroup v1 "limit" that is the kernel's no-limit, PWD, refused connections).
 */
class ProbeJudgeTest {

    static ProbeReport judge(String... lines) throws IOException {
        StringBuilder b = new StringBuilder(Evidence.HEADER).append('\n');
        for (String l : lines) b.append(l).append('\n');
        b.append("end\n");
        return ProbeReport.judge(Evidence.read(new StringReader(b.toString())), false);
    }

    static CheckResult only(ProbeReport r, Check c) {
        List<CheckResult> rs = r.results().stream().filter(x -> x.check() == c).toList();
        assertThat(rs).as(c.id()).hasSize(1);
        return rs.get(0);
    }

    @Test
    void rootInARootlessContainerIsNotTheHostsRoot() throws IOException {
        ProbeReport r = judge("env uid 0", "uidmap 0 100000 65536", "status CapEff 00000000a80425fb");
        assertThat(only(r, Check.ROOT).outcome()).isEqualTo(Outcome.BLOCKED);
        assertThat(only(r, Check.ROOT).evidence()).contains("host uid 100000");
        assertThat(only(r, Check.CAPABILITIES).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(r, Check.CAPABILITIES).evidence()).contains("cap_net_bind_service").contains("cap_chown");
        assertThat(r.environment().isolation()).contains("user namespace: 0 100000 65536");
        assertThat(only(judge("env uid 0", "uidmap 0 0 4294967295", "status CapEff 0"), Check.ROOT).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(judge("env uid 1000", "uidmap 0 0 4294967295", "status CapEff 0"), Check.ROOT).outcome()).isEqualTo(Outcome.BLOCKED);
    }

    @Test
    void securityLabels() throws IOException {
        assertThat(only(judge("status CapEff 0", "lsm /proc/self/attr/current docker-default (enforce)"), Check.LSM).outcome())
                .isEqualTo(Outcome.BLOCKED);
        assertThat(only(judge("status CapEff 0", "lsm /proc/self/attr/current system_u:system_r:container_t:s0:c1,c2"), Check.LSM).outcome())
                .isEqualTo(Outcome.BLOCKED);
        assertThat(only(judge("status CapEff 0", "lsm /proc/self/attr/apparmor/current unconfined"), Check.LSM).outcome())
                .isEqualTo(Outcome.OPEN);
        assertThat(only(judge("status CapEff 0", "lsm /proc/self/attr/current unconfined_u:unconfined_r:unconfined_t:s0"), Check.LSM)
                .outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(judge("status CapEff 0", "lsm /proc/self/attr/current system_u:system_r:spc_t:s0"), Check.LSM).outcome())
                .isEqualTo(Outcome.OPEN);
        assertThat(only(judge("status CapEff 0"), Check.LSM).outcome()).isEqualTo(Outcome.OPEN);
    }

    @Test
    void cgroupLimitsAnywhereUpTheTreeCount() throws IOException {
        ProbeReport v2 = judge("cgroup pids.max max /sys/fs/cgroup/user.slice/agent.scope", "cgroup pids.max 512 /sys/fs/cgroup/user.slice",
                "cgroup memory.max max /sys/fs/cgroup/user.slice/agent.scope", "cgroup memory.max max /sys/fs/cgroup (root cgroup)",
                "cgroup cpu.max max 100000 /sys/fs/cgroup/user.slice/agent.scope", "cgroup cpu.max 50000 100000 /sys/fs/cgroup/user.slice");
        assertThat(only(v2, Check.PIDS_LIMIT).outcome()).isEqualTo(Outcome.BLOCKED);
        assertThat(only(v2, Check.PIDS_LIMIT).evidence()).isEqualTo("pids.max = 512 in /sys/fs/cgroup/user.slice");
        assertThat(only(v2, Check.MEMORY_LIMIT).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(v2, Check.CPU_LIMIT).outcome()).isEqualTo(Outcome.BLOCKED);
        assertThat(only(v2, Check.CPU_LIMIT).evidence()).isEqualTo("cpu.max = 50000 100000 in /sys/fs/cgroup/user.slice");
        ProbeReport v1 = judge("cgroup memory.limit_in_bytes 9223372036854771712 /sys/fs/cgroup/memory/x",
                "cgroup memory.limit_in_bytes 67108864 /sys/fs/cgroup/memory", "cgroup cpu.cfs_quota_us -1 /sys/fs/cgroup/cpu");
        assertThat(only(v1, Check.MEMORY_LIMIT).outcome()).isEqualTo(Outcome.BLOCKED);
        assertThat(only(v1, Check.CPU_LIMIT).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(v1, Check.PIDS_LIMIT).outcome()).isEqualTo(Outcome.ERROR);
        assertThat(only(judge("cgroup memory.limit_in_bytes 9223372036854771712 /sys/fs/cgroup/memory"), Check.MEMORY_LIMIT).outcome())
                .isEqualTo(Outcome.OPEN);
    }

    @Test
    void wslWaysOut() throws IOException {
        ProbeReport wsl = judge("env proc-version Linux version 5.15.153.1-microsoft-standard-WSL2", "env wsl-distro agent",
                "file host-path readable /mnt/c", "wsl interop enabled", "wsl exe cmd.exe /mnt/c/Windows/system32/cmd.exe");
        assertThat(only(wsl, Check.WSL_INTEROP).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(wsl, Check.WSL_WINDOWS_EXECUTABLES).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(wsl, Check.WSL_AUTOMOUNT).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(wsl.environment().isolation()).contains("wsl: agent");
        ProbeReport closed = judge("env wsl-distro agent", "file host-path absent /mnt/c", "wsl interop absent");
        assertThat(only(closed, Check.WSL_INTEROP).outcome()).isEqualTo(Outcome.BLOCKED);
        assertThat(only(closed, Check.WSL_WINDOWS_EXECUTABLES).outcome()).isEqualTo(Outcome.BLOCKED);
        assertThat(only(judge("wsl interop absent"), Check.WSL_INTEROP).outcome()).isEqualTo(Outcome.NOT_APPLICABLE);
    }

    @Test
    void aProxyThatIsNotTheOnlyWayOutIsBypassed() throws IOException {
        ProbeReport r = judge("env proxy-variables set", "net tcp public-ip connected 1.1.1.1 443", "net tcp loopback refused 127.0.0.1 22");
        assertThat(only(r, Check.PROXY_BYPASS).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(judge("env proxy-variables set", "net tcp public-ip timeout 1.1.1.1 443"), Check.PROXY_BYPASS).outcome())
                .isEqualTo(Outcome.BLOCKED);
        assertThat(only(judge("net tcp public-ip connected 1.1.1.1 443"), Check.PROXY_BYPASS).outcome()).isEqualTo(Outcome.NOT_APPLICABLE);
        assertThat(only(judge("net tcp ipv6 no-tool 2606:4700:4700::1111 443"), Check.IPV6).outcome()).isEqualTo(Outcome.ERROR);
        assertThat(only(judge("net tcp ipv6 no-tool 2606:4700:4700::1111 443"), Check.IPV6).subject()).isEqualTo("[2606:4700:4700::1111]:443");
    }

    @Test
    void secretNamesNotShellVariables() throws IOException {
        ProbeReport r = judge("envname PWD", "envname OLDPWD", "envname HOME", "envname ANTHROPIC_API_KEY", "procenv 42 GITHUB_TOKEN",
                "procenv 43 GITHUB_TOKEN", "procenv 44 PATH", "procenv 45 bad name", "procs seen 3 environ-readable 3");
        assertThat(only(r, Check.OWN_ENVIRONMENT).evidence()).endsWith(": ANTHROPIC_API_KEY");
        assertThat(only(r, Check.OTHER_PROCESSES).evidence()).endsWith("GITHUB_TOKEN in the environment of pid 42, 43");
        ProbeReport cmd = judge("proccmd 7 --api-key", "proccmd 7 -e", "proccmd 8 --verbose", "procs seen 2 environ-readable 0");
        assertThat(only(cmd, Check.OTHER_PROCESSES).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(cmd, Check.OTHER_PROCESSES).evidence()).endsWith(": --api-key on the command line of pid 7");
        assertThat(only(judge("proccmd 8 --verbose", "proccmd 8 --dir"), Check.OTHER_PROCESSES).outcome()).isEqualTo(Outcome.BLOCKED);
        assertThat(only(judge("envname PWD", "envname OLDPWD"), Check.OWN_ENVIRONMENT).outcome()).isEqualTo(Outcome.BLOCKED);
    }

    @Test
    void socketsThatCanBeConnectedTo() throws IOException {
        ProbeReport r = judge("socket engine writable /var/run/docker.sock", "socket engine absent /run/podman/podman.sock",
                "socket ssh-agent denied /tmp/ssh-abc/agent.12");
        assertThat(r.results()).filteredOn(c -> c.check() == Check.ENGINE_SOCKETS).singleElement()
                .satisfies(c -> assertThat(c.subject()).isEqualTo("/var/run/docker.sock"))
                .satisfies(c -> assertThat(c.outcome()).isEqualTo(Outcome.OPEN));
        assertThat(only(r, Check.SSH_AGENT).outcome()).isEqualTo(Outcome.BLOCKED);
        assertThat(only(judge("socket engine absent /var/run/docker.sock"), Check.ENGINE_SOCKETS).outcome()).isEqualTo(Outcome.BLOCKED);
    }

    @Test
    void theEnvironmentIsRecognised() throws IOException {
        ProbeReport r = judge("env os Ubuntu 24.04 LTS", "env kernel Linux 6.8.0 aarch64", "env uid 501", "env marker hypervisor",
                "env dmi-product QEMU Virtual Machine", "status CapEff 0000000000000000", "ns pid pid:[4026531836]", "env agent codex 0.46.0 /usr/local/bin/codex",
                "env agent claude unknown /home/me/.local/bin/claude");
        assertThat(r.environment().isolation()).containsExactly("virtual machine: QEMU Virtual Machine");
        assertThat(r.environment().agents()).extracting(ProbeEnvironment.Agent::version).containsExactly("0.46.0", "unknown");
        // Inside a VM its own initial PID namespace is "the host's": the report says so, the VM boundary is the files and network.
        assertThat(only(r, Check.HOST_PID_NAMESPACE).outcome()).isEqualTo(Outcome.OPEN);
        assertThat(only(judge("env uid 0"), Check.CAPABILITIES).outcome()).isEqualTo(Outcome.NOT_APPLICABLE);
    }
}
