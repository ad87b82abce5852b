package amdgcn

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestGenIDsMatchArch: each GenID constant names the row of arch.AMDTargets
// that generations builds it from.
func TestGenIDsMatchArch(t *testing.T) {
	for id, name := range map[GenID]string{
		GFX908: "gfx908", GFX90A: "gfx90a", GFX940: "gfx940", GFX941: "gfx941", GFX942: "gfx942", GFX950: "gfx950",
		GFX1010: "gfx1010", GFX1030: "gfx1030", GFX1100: "gfx1100", GFX1101: "gfx1101", GFX1102: "gfx1102",
		GFX1150: "gfx1150", GFX1200: "gfx1200", GFX1201: "gfx1201",
	} {
		assert.Equal(t, name, Gen(id).Name)
		assert.Equal(t, id, Gen(id).ID)
	}
	assert.Len(t, Generations(), int(numGens))
	// The hazards the table attaches (docs/reference/amdgpu.md §4.4; llc-19 observations in
	// the Hazard sources).
	assert.True(t, Gen(GFX942).HasHazard(valuSGPRHazard.Name))
	assert.True(t, Gen(GFX950).HasHazard(packedResultHazard.Name))
	assert.True(t, Gen(GFX1010).HasHazard(vmemScalarWriteHazard.Name))
	assert.Empty(t, Gen(GFX1030).Hazards)
	assert.Empty(t, Gen(GFX90A).Hazards)
}
