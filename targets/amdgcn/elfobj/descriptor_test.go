package elfobj_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
)

// sweepFields are the .amdhsa_kernel fields the sweep sets, with the
// largest value it draws (a value above it now and then, to see both
// refuse it).
var sweepFields = []struct {
	name string
	max  int64
}{
	{"group_segment_fixed_size", 65536}, {"private_segment_fixed_size", 4096}, {"kernarg_size", 4096},
	{"user_sgpr_count", 31}, {"user_sgpr_private_segment_buffer", 1}, {"user_sgpr_dispatch_ptr", 1},
	{"user_sgpr_queue_ptr", 1}, {"user_sgpr_kernarg_segment_ptr", 1}, {"user_sgpr_dispatch_id", 1},
	{"user_sgpr_flat_scratch_init", 1}, {"user_sgpr_private_segment_size", 1}, {"user_sgpr_kernarg_preload_length", 8},
	{"user_sgpr_kernarg_preload_offset", 100}, {"uses_dynamic_stack", 1}, {"enable_private_segment", 1},
	{"system_sgpr_private_segment_wavefront_offset", 1}, {"system_sgpr_workgroup_id_x", 1}, {"system_sgpr_workgroup_id_y", 1},
	{"system_sgpr_workgroup_id_z", 1}, {"system_sgpr_workgroup_info", 1}, {"system_vgpr_workitem_id", 2},
	{"reserve_vcc", 1}, {"reserve_flat_scratch", 1}, {"reserve_xnack_mask", 1},
	{"float_round_mode_32", 3}, {"float_round_mode_16_64", 3}, {"float_denorm_mode_32", 3}, {"float_denorm_mode_16_64", 3},
	{"dx10_clamp", 1}, {"ieee_mode", 1}, {"fp16_overflow", 1}, {"tg_split", 1}, {"workgroup_processor_mode", 1},
	{"memory_ordered", 1}, {"forward_progress", 1}, {"shared_vgpr_count", 15}, {"round_robin_scheduling", 1},
	{"exception_fp_ieee_invalid_op", 1}, {"exception_fp_denorm_src", 1}, {"exception_fp_ieee_div_zero", 1},
	{"exception_fp_ieee_overflow", 1}, {"exception_fp_ieee_underflow", 1}, {"exception_fp_ieee_inexact", 1},
	{"exception_int_div_zero", 1},
}

// fieldKnown reports whether the directive reader takes the field on g
// (most blocks of the sweep have only such fields, to reach the
// descriptor; a few others check that both refuse them).
func fieldKnown(g *amdgcn.Generation, name string) bool {
	src := fmt.Sprintf("k:\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 1\n\t\t.amdhsa_accum_offset 4\n\t\t.amdhsa_%s 0\n\t.end_amdhsa_kernel\n", name)
	_, err := amdgcn.AssembleFile(g, "k.s", []byte(src))
	if err != nil && strings.Contains(err.Error(), "accum_offset") {
		src = strings.Replace(src, "\t\t.amdhsa_accum_offset 4\n", "", 1)
		_, err = amdgcn.AssembleFile(g, "k.s", []byte(src))
	}
	return err == nil
}

// randomKernel writes a one-kernel file with random .amdhsa_ fields.
func randomKernel(r *rand.Rand, g *amdgcn.Generation) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n\ts_endpgm\n", g.Name)
	fmt.Fprintf(&b, "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n")
	vgpr := r.Int64N(260)
	fmt.Fprintf(&b, "\t\t.amdhsa_next_free_vgpr %d\n\t\t.amdhsa_next_free_sgpr %d\n", vgpr, r.Int64N(110))
	if g.Family == amdgcn.GFX9 && g.Name != "gfx908" {
		acc := (r.Int64N(max(1, (vgpr+3)/4)) + 1) * 4
		if r.IntN(20) == 0 {
			acc = r.Int64N(300)
		}
		fmt.Fprintf(&b, "\t\t.amdhsa_accum_offset %d\n", acc)
	}
	if g.Family != amdgcn.GFX9 && r.IntN(4) == 0 {
		fmt.Fprintf(&b, "\t\t.amdhsa_wavefront_size32 1\n")
	}
	for _, f := range sweepFields {
		if r.IntN(3) != 0 || !fieldKnown(g, f.name) && r.IntN(20) != 0 {
			continue
		}
		v := r.Int64N(f.max + 1)
		if r.IntN(30) == 0 {
			v = f.max*2 + 1
		}
		if f.name == "reserve_xnack_mask" && r.IntN(4) != 0 {
			v = 0
			if g.Name == "gfx908" || g.Family == amdgcn.GFX9 || g.Name == "gfx1010" {
				v = 1
			}
		}
		fmt.Fprintf(&b, "\t\t.amdhsa_%s %d\n", f.name, v)
	}
	b.WriteString("\t.end_amdhsa_kernel\n")
	return b.String()
}

// TestDescriptorSweep: kernel blocks with random fields (some out of
// range, some not for the generation) give llvm-mc's descriptor bytes
// and object, or are refused by both.
func TestDescriptorSweep(t *testing.T) {
	n := 20
	if *long {
		n = 200
	}
	agree, refused := 0, 0
	for gi, gn := range objGens() {
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		mc := mcFor(t, g)
		r := rand.New(rand.NewPCG(uint64(gi), 13))
		for i := 0; i < n; i++ {
			src := randomKernel(r, g)
			theirs, mcErr := oracle.Run(mc, []byte(src), mcArgs(g)...)
			f, err := amdgcn.AssembleFile(g, "k.s", []byte(src))
			var ours []byte
			if err == nil {
				ours, err = elfobj.Write(g, f)
			}
			if mcErr != nil {
				assert.Error(t, err, "%s: llvm-mc refuses the block (%v), elfobj accepts it:\n%s", gn, mcErr, src)
				refused++
				continue
			}
			if !assert.NoError(t, err, "%s: llvm-mc accepts the block:\n%s", gn, src) {
				continue
			}
			compareObjects(t, fmt.Sprintf("%s sweep %d\n%s", gn, i, src), ours, theirs)
			agree++
		}
	}
	t.Logf("%d descriptors identical to llvm-mc's, %d blocks refused by both", agree, refused)
}
