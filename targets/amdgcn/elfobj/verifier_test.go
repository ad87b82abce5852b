package elfobj_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
)

// TestMetadataVerifierIsLLVMMCs: each document below changes one key of
// a valid kernel file's .amdgpu_metadata; llvm-mc-19 judges it (accepted,
// or the position of its "invalid HSA metadata"), and elfobj must judge it
// alike. The cases walk the rules of LLVM's verifier (every key it checks:
// missing where required, the wrong scalar kind, a word outside its set,
// an array of the wrong length) and a few it does not check.
func TestMetadataVerifierIsLLVMMCs(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	base := strings.Join([]string{
		"\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"",
		"\t.text",
		"\t.globl\tk",
		"\t.p2align\t8",
		"\t.type\tk,@function",
		"k:",
		"\ts_endpgm",
		".Lend:",
		"\t.size\tk, .Lend-k",
		"\t.rodata",
		"\t.p2align\t6",
		"\t.amdhsa_kernel k",
		"\t\t.amdhsa_next_free_vgpr 1",
		"\t\t.amdhsa_next_free_sgpr 1",
		"\t\t.amdhsa_accum_offset 4",
		"\t.end_amdhsa_kernel",
		"\t.amdgpu_metadata",
		"---",
		"ROOT",
		"amdhsa.kernels:",
		"  - .name: k",
		"    .symbol: k.kd",
		"    .kernarg_segment_size: 8",
		"    .group_segment_fixed_size: 0",
		"    .private_segment_fixed_size: 0",
		"    .kernarg_segment_align: 8",
		"    .wavefront_size: 64",
		"    .sgpr_count: 1",
		"    .vgpr_count: 1",
		"    .max_flat_workgroup_size: 256",
		"KERNEL",
		"    .args:",
		"      - .offset: 0",
		"        .size: 8",
		"        .value_kind: global_buffer",
		"ARG",
		"amdhsa.version:",
		"  - 1",
		"  - 2",
		"...",
		"\t.end_amdgpu_metadata",
		""}, "\n")
	type edit struct{ old, new string }
	cases := map[string][]edit{"valid": nil}
	arg := func(name, line string) { cases["arg "+name] = []edit{{"ARG", "        " + line}} }
	kern := func(name, line string) { cases["kernel "+name] = []edit{{"KERNEL", "    " + line}} }
	drop := func(name, line string) { cases["no "+name] = []edit{{line + "\n", ""}} }
	for _, l := range []string{"        .size: 8", "      - .offset: 0", "        .value_kind: global_buffer",
		"    .symbol: k.kd", "    .kernarg_segment_size: 8", "    .wavefront_size: 64", "    .max_flat_workgroup_size: 256",
		"    .vgpr_count: 1", "    .private_segment_fixed_size: 0", "    .kernarg_segment_align: 8", "    .sgpr_count: 1",
		"    .group_segment_fixed_size: 0"} {
		drop(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "- ")), l)
	}
	cases["no .name"] = []edit{{"  - .name: k\n    .symbol", "  - .symbol"}}
	cases["no amdhsa.version"] = []edit{{"amdhsa.version:\n  - 1\n  - 2\n", ""}}
	cases["no amdhsa.kernels"] = []edit{{"amdhsa.kernels:", "x.kernels:"}}
	cases["version of three"] = []edit{{"  - 2\n", "  - 2\n  - 3\n"}}
	cases["version string"] = []edit{{"  - 2\n", "  - two\n"}}
	cases["negative size"] = []edit{{".size: 8", ".size: -8"}}
	cases["negative vgpr_count"] = []edit{{".vgpr_count: 1", ".vgpr_count: -1"}}
	cases["string size"] = []edit{{".size: 8", ".size: eight"}}
	cases["quoted size"] = []edit{{".size: 8", ".size: \"8\""}}
	cases["args not an array"] = []edit{{"    .args:\n      - .offset: 0\n        .size: 8\n        .value_kind: global_buffer\nARG", "    .args: 5"}}
	cases["arg not a map"] = []edit{{"      - .offset: 0\n        .size: 8\n        .value_kind: global_buffer\nARG", "      - 5"}}
	cases["kernel not a map"] = []edit{{"ARG", "  - 7"}}
	cases["printf numbers"] = []edit{{"ROOT", "amdhsa.printf: [1]"}}
	cases["printf strings"] = []edit{{"ROOT", "amdhsa.printf: ['1:1:4:%d']"}}
	cases["globals without size"] = []edit{{"ROOT", "amdhsa.globals: [{.name: g}]"}}
	cases["target number"] = []edit{{"ROOT", "amdhsa.target: 5"}}
	for _, k := range []string{"by_value", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue", "hidden_block_count_z",
		"hidden_group_size_y", "hidden_remainder_x", "hidden_global_offset_z", "hidden_grid_dims", "hidden_none",
		"hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_heap_v1", "hidden_default_queue", "hidden_completion_action",
		"hidden_multigrid_sync_arg", "hidden_dynamic_lds_size", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr",
		"bogus", "hidden_block_count_w", "Global_buffer"} {
		cases["value_kind "+k] = []edit{{"value_kind: global_buffer", "value_kind: " + k}}
	}
	for _, l := range []string{".name: a", ".name: 5", ".type_name: int", ".type_name: true", ".pointee_align: 4",
		".pointee_align: -4", ".pointee_align: x", ".address_space: global", ".address_space: region", ".address_space: far",
		".access: read_only", ".access: ro", ".actual_access: read_write", ".actual_access: write", ".is_const: true",
		".is_const: 1", ".is_restrict: no", ".is_volatile: x", ".is_pipe: false", ".is_pipe: 0", ".value_type: i8",
		".value_type: bogus", ".unknown_key: [1, 2]"} {
		arg(l, l)
	}
	for _, l := range []string{".language: OpenCL C", ".language: HIP", ".language: Assembler", ".language: Fortran",
		".language_version: [2, 0]", ".language_version: [2]", ".language_version: [a, b]", ".reqd_workgroup_size: [1, 2, 3]",
		".reqd_workgroup_size: [1, 2]", ".workgroup_size_hint: [1, 1, 1, 1]", ".workgroup_size_hint: [64, 1, 1]",
		".vec_type_hint: int", ".vec_type_hint: 4", ".device_enqueue_symbol: s", ".device_enqueue_symbol: 1",
		".uses_dynamic_stack: false", ".uses_dynamic_stack: 0", ".workgroup_processor_mode: 1", ".workgroup_processor_mode: true",
		".sgpr_spill_count: 0", ".sgpr_spill_count: x", ".vgpr_spill_count: -2", ".uniform_work_group_size: 1",
		".uniform_work_group_size: yes", ".cluster_dims: [1]", ".kind: normal"} {
		kern(l, l)
	}
	g, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	dir := t.TempDir()
	rejected := 0
	for name, edits := range cases {
		src := base
		for _, e := range edits {
			require.Contains(t, src, e.old, name)
			src = strings.Replace(src, e.old, e.new, 1)
		}
		for _, ph := range []string{"ROOT\n", "KERNEL\n", "ARG\n"} {
			src = strings.Replace(src, ph, "", 1)
		}
		path := filepath.Join(dir, "m.s")
		cmd := exec.Command(mc, append(mcArgs(g)[:3], "-o", "/dev/null", path)...)
		require.NoError(t, writeFile(path, src))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		runErr := cmd.Run()
		var ee *exec.ExitError
		if runErr != nil && !errors.As(runErr, &ee) {
			t.Fatal(runErr)
		}
		want := ""
		if runErr != nil {
			want, _, _ = strings.Cut(strings.TrimPrefix(stderr.String(), path), "\n")
			rejected++
		}
		got := ""
		f, err := amdgcn.AssembleFile(g, "m.s", []byte(src))
		if err == nil {
			_, err = elfobj.Write(g, f)
		}
		if err != nil {
			got, _, _ = strings.Cut(strings.Replace(strings.TrimPrefix(err.Error(), "m.s"), ": ", ": error: ", 1), "\n")
		}
		assert.Equal(t, want, got, "%s:\n%s", name, src)
	}
	// the table must exercise both outcomes
	assert.Greater(t, rejected, 30)
	assert.Less(t, rejected, len(cases)-30)
	t.Logf("%d documents, %d rejected by llvm-mc-19", len(cases), rejected)
}

func writeFile(path, s string) error { return os.WriteFile(path, []byte(s), 0o644) }

// TestMetadataTagErrorsAreLLVMMCs: a scalar whose explicit !int, !bool or
// !float tag it does not read as is an error of llvm-mc-19 ("YAML:L:C:
// error: invalid number" …, then "invalid HSA metadata"); elfobj rejects
// it on the same line with the same words, and accepts what llvm-mc
// accepts (TestHandwrittenObjects' metadata_tags.s compares those
// objects byte for byte).
func TestMetadataTagErrorsAreLLVMMCs(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	g, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	dir := t.TempDir()
	rejected, accepted := 0, 0
	for _, v := range []string{"!int abc", "!int 1.5", "!int 0x", "!bool maybe", "!bool 1", "!float x1", "!float 1e",
		"!int 12", "!bool on", "!float -0.5", "!nil 3", "!str 1.5", "!foo bar", "!!int x", "!!str yes"} {
		src := "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.amdgpu_metadata\n---\namdhsa.version:\n  - 1\n  - 2\n" +
			"amdhsa.kernels: []\nx.key: " + v + "\n...\n\t.end_amdgpu_metadata\n"
		path := filepath.Join(dir, "t.s")
		require.NoError(t, writeFile(path, src))
		cmd := exec.Command(mc, append(mcArgs(g)[:3], "-filetype=obj", "-o", "/dev/null", path)...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		runErr := cmd.Run()
		f, err := amdgcn.AssembleFile(g, "t.s", []byte(src))
		if err == nil {
			_, err = elfobj.Write(g, f)
		}
		if runErr == nil {
			assert.NoError(t, err, "%q: llvm-mc-19 accepts it", v)
			accepted++
			continue
		}
		rejected++
		// llvm-mc-19: "YAML:6:11: error: invalid number"; its YAML starts
		// on the directive's line (line 2 of the file)
		first, _, _ := strings.Cut(stderr.String(), "\n")
		var line, col int
		var msg string
		_, scanErr := fmt.Sscanf(first, "YAML:%d:%d: error: ", &line, &col)
		require.NoError(t, scanErr, "%q: llvm-mc-19 said %q", v, stderr.String())
		_, msg, _ = strings.Cut(first, "error: ")
		require.Error(t, err, "%q: llvm-mc-19 rejects it: %s", v, first)
		assert.Contains(t, err.Error(), fmt.Sprintf("t.s:%d:", line+1), "%q", v)
		assert.Contains(t, err.Error(), "invalid HSA metadata: "+msg, "%q", v)
	}
	assert.GreaterOrEqual(t, rejected, 5, "the table must exercise both outcomes")
	assert.GreaterOrEqual(t, accepted, 5)
}
