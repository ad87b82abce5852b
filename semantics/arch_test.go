package semantics

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/semantics/modelid"
	"github.com/lowerc/lowerc/targets/arch"
)

// TestAMDTargetsAgreeWithArch: the AMD targets the models cover are package
// arch's generations, in order, with the same encoding family.
func TestAMDTargetsAgreeWithArch(t *testing.T) {
	want := arch.AMDTargets()
	require.Len(t, amdTargets, len(want))
	for i, tg := range amdTargets {
		assert.Equal(t, want[i].Name, tg.name)
		assert.Equal(t, want[i].Family, tg.gen, tg.name)
	}
}

// TestAMDRowModelsAgreeWithArch: the models built from each target's form
// rows (modelid.AMDTargetModels) are for arch's generations, in order, and
// agree with arch's facts: the CDNA4 v_maximum3 family exactly where arch
// says Maximum3, the GFX12 *_num_* forms exactly on family 12, v_maxmin
// (GFX11 names) exactly on family 11.
func TestAMDRowModelsAgreeWithArch(t *testing.T) {
	want := arch.AMDTargets()
	got := modelid.AMDTargetModels()
	require.Len(t, got, len(want))
	for i, tg := range got {
		a := want[i]
		require.Equal(t, a.Name, tg.Target)
		has := map[modelid.AMD]bool{}
		for _, id := range tg.Models {
			has[id] = true
		}
		assert.Equal(t, a.Maximum3, has[modelid.AMDMaximum3F32CDNA4], "%s v_maximum3_f32 (CDNA4)", a.Name)
		assert.Equal(t, a.Maximum3, has[modelid.AMDPkMaximum3F16], "%s v_pk_maximum3_f16", a.Name)
		assert.Equal(t, a.Family == 12, has[modelid.AMDMaxNumF32], "%s v_max_num_f32", a.Name)
		assert.Equal(t, a.Family < 12, has[modelid.AMDMaxF32], "%s v_max_f32", a.Name)
		assert.Equal(t, a.Family == 11, has[modelid.AMDMaxminF32], "%s v_maxmin_f32", a.Name)
		assert.Equal(t, a.Family >= 11, has[modelid.AMDMaxminU32], "%s v_maxmin_u32", a.Name)
	}
}
