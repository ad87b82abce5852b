; gfx1030 +wavefrontsize64
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.text
	.globl	w64
	.p2align	8
	.type	w64,@function
w64:
	v_mov_b32_e32 v0, 1
	s_endpgm
.Lend_w64:
	.size	w64, .Lend_w64-w64
	.rodata
	.p2align	6
	.amdhsa_kernel w64
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 20
		.amdhsa_wavefront_size32 0
		.amdhsa_workgroup_processor_mode 0
		.amdhsa_memory_ordered 0
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 3
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_count 12
	.end_amdhsa_kernel
